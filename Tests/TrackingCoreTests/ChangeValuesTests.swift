import Testing

@testable import TrackingCore

/// Changes say from what to what, for the trackings that ask (`recordsValues`), and only then.
@Suite struct ChangeValuesTests {
    @Trackable final class Task: TrackingLabeled {
        var title = "aaa"
        var isDone = false
        var priority: Character?
        var tags: [String] = []
        var trackingLabel: String { title }
    }

    @TrackableState struct Point {
        var x = 0
    }

    @Trackable final class Canvas {
        var point = Point()
    }

    static func record(
        delivery: ChangeDelivery = .didSet, recordsValues: Bool = true, _ read: () -> Void
    ) -> Recorder<String> {
        let changes = Recorder<String>()
        _ = withCancellableTracking(read, delivery: delivery, recordsValues: recordsValues) {
            changes.record($0.description)
        }
        return changes
    }

    @Test func aSetterAndAnInPlaceChangeCarryBothValues() {
        let task = Task()
        let set = Self.record { _ = task.isDone }
        task.isDone = true
        #expect(set.all == ["Task(aaa).isDone false → true"])
        let toggled = Self.record { _ = task.isDone }
        task.isDone.toggle()
        #expect(toggled.all == ["Task(aaa).isDone true → false"])
    }

    @Test func valuesAreWrittenShortly() {
        let task = Task()
        let title = Self.record { _ = task.title }
        task.title = "a title far longer than a log line should carry"
        #expect(
            title.all == [
                "Task(a title far longer than a log line should carry).title \"aaa\" → \"a title far longer than…\""
            ])
        let priority = Self.record { _ = task.priority }
        task.priority = "A"
        #expect(priority.all.first?.hasSuffix(".priority nil → \"A\"") == true)
        let tags = Self.record { _ = task.tags }
        task.tags.append("home")
        #expect(tags.all.first?.hasSuffix(".tags 0 elements → 1 elements") == true)
    }

    @Test func aWillSetDeliveryKnowsOnlyTheOldValue() {
        let task = Task()
        let early = Self.record(delivery: .willSet) { _ = task.isDone }
        task.isDone = true
        #expect(early.all == ["Task(aaa).isDone (was false)"])
    }

    @Test func oneAskingTrackingHasValuesDescribedForAllItFires() {
        let task = Task()
        let plain = Self.record(recordsValues: false) { _ = task.isDone }
        let valued = Self.record { _ = task.isDone }
        task.isDone = true
        #expect(plain.all == ["Task(aaa).isDone false → true"], "one asking tracking describes for all it fires")
        #expect(valued.all == ["Task(aaa).isDone false → true"])
        let alone = Self.record(recordsValues: false) { _ = task.isDone }
        task.isDone = false
        #expect(alone.all == ["Task(aaa).isDone"])
    }

    @Test func stateStructFieldsCarryValuesToo() {
        let canvas = Canvas()
        let x = Self.record { _ = canvas.point.x }
        canvas.point.x = 5
        #expect(x.all == ["Point.x 0 → 5"])
    }

    enum Mood { case calm, busy }

    /// Each kind of value as a change writes it, the common ones without reflection: an
    /// optional by what it wraps, however deep.
    @Test func valuesAreDescribedShortly() {
        #expect(ValueDescription.of(true) == "true")
        #expect(ValueDescription.of(42) == "42")
        #expect(ValueDescription.of(2.5) == "2.5")
        #expect(ValueDescription.of(Mood.busy) == "busy")
        #expect(ValueDescription.of(Int?.none as Any) == "nil")
        #expect(ValueDescription.of(Int??.some(.some(7)) as Any) == "7")
        #expect(ValueDescription.of(Int??.some(.none) as Any) == "nil")
        #expect(
            ValueDescription.of(String(repeating: "a", count: 30)) == "\"" + String(repeating: "a", count: 23) + "…\"")
        #expect(ValueDescription.of(Set([1, 2])) == "2 elements")
        #expect(ValueDescription.of(Task()) == "Task(aaa)")
    }
}
