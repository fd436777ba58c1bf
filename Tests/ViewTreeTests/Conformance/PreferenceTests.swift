import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's preferences: views hand values up with `.preference(key:value:)`, an ancestor
/// reads them combined by the key's `reduce` with `.onPreferenceChange`, and what its action
/// changes shows in the same frame.
@Suite @MainActor struct PreferenceTests {
    struct TitleKey: PreferenceKey {
        static let defaultValue = "none"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct SizeKey: PreferenceKey {
        static let defaultValue = CGSize.zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }

    @Trackable final class Item {
        var text: String
        init(_ text: String) { self.text = text }
    }

    @Trackable final class Names {
        var items = [Item("a"), Item("b")]
        var title = "first"
        var other = 0
    }

    struct Row: View {
        let names: Names
        let index: Int
        var body: some View {
            let text = names.items[index].text
            return Text(text).preference(key: CountKey.self, value: text.count)
        }
    }

    struct Heading: View {
        let names: Names
        var body: some View {
            Text("x").preference(key: TitleKey.self, value: names.title)
        }
    }

    struct Page: View {
        let names: Names
        @State private var title = ""
        @State private var letters = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("[\(title)] \(letters)")
                Heading(names: names)
                ForEach(names.items.indices, id: \.self) { Row(names: names, index: $0) }
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
            .onPreferenceChange(CountKey.self) { letters = $0 }
        }
    }

    @Test func anAncestorReadsThePreferencesOfTheViewsInsideInTheFirstFrame() {
        let names = Names()
        let host = ViewHost(Page(names: names), width: 12, height: 4)
        host.renderFrame()
        // The last value wins for the title (its reduce), the counts add up.
        #expect(host.buffer.lines == ["[first] 2", "x", "a", "b"])
    }

    @Test func aChangedPreferenceRunsTheReaderAndShowsInTheSameFrame() {
        let names = Names()
        let host = ViewHost(Page(names: names), width: 12, height: 4)
        host.renderFrame()
        names.items[1].text = "bcd"
        let report = host.renderFrame()
        #expect(host.buffer.lines == ["[first] 4", "x", "a", "bcd"])
        // The row that changed, then the page whose state the action set.
        #expect(report.evaluatedNodes == ["Row#1", "Page"])
        names.title = "second"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[second] 4")
    }

    struct Counted: View {
        let names: Names
        let calls: Box
        var body: some View {
            VStack {
                Text("\(names.other)")
                Text(names.title).preference(key: TitleKey.self, value: names.title)
            }
            .onPreferenceChange(TitleKey.self) { _ in calls.count += 1 }
        }
    }

    final class Box {
        var count = 0
    }

    @Test func theActionRunsOnceAtFirstAndThenOnlyWhenTheValueChanges() {
        let (names, calls) = (Names(), Box())
        let host = ViewHost(Counted(names: names, calls: calls), width: 12, height: 2)
        host.renderFrame()
        #expect(calls.count == 1)
        names.other = 5
        host.renderFrame()
        #expect(calls.count == 1, "a change that leaves the value alone runs no action")
        names.title = "changed"
        host.renderFrame()
        #expect(calls.count == 2)
    }

    struct Measured: View {
        @State private var size = CGSize.zero
        var body: some View {
            VStack(alignment: .leading) {
                Text("hello there")
                    .background(
                        GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                Text("\(Int(size.width))x\(Int(size.height))")
            }
            .onPreferenceChange(SizeKey.self) { size = $0 }
        }
    }

    @Test func aGeometryReaderInABackgroundHandsItsSizeUp() {
        // The common SwiftUI way to learn a view's size.
        let lines = Sample.lines(14, 2) { Measured() }
        #expect(lines == ["hello there", "11x1"])
    }
}
