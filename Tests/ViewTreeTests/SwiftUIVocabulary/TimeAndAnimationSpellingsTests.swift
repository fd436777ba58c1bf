import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// A timeline on the `.everyMinute` schedule runs its content at the start of each minute of
/// the view's clock, and `animation(_:)` without a value shows a change at once, at its end.
@Suite @MainActor struct TimeAndAnimationSpellingsTests {
    struct MinuteClock: View {
        var body: some View {
            TimelineView(.everyMinute) { context in
                Text("at \(Int(context.date.timeIntervalSinceReferenceDate))")
            }
        }
    }

    @Test func theEveryMinuteScheduleGivesNowThenTheStartOfEachMinute() {
        let start = Date(timeIntervalSinceReferenceDate: 6_030)
        let dates = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        #expect(dates.map(\.timeIntervalSinceReferenceDate) == [6_030, 6_060, 6_120])
    }

    @Test func aTimelineEveryMinuteRunsAgainAtEachMinutesStart() async {
        let clock = ViewClock.manual(startingAt: Date(timeIntervalSinceReferenceDate: 6_030))
        let host = ViewHost(MinuteClock(), width: 12, height: 1, clock: clock)
        host.renderFrame()
        #expect(host.buffer.lines == ["at 6030"], "the moment it appeared")
        await host.advance(by: .seconds(29))
        #expect(host.buffer.lines == ["at 6030"], "nothing within the minute")
        await host.advance(by: .seconds(1))
        #expect(host.buffer.lines == ["at 6060"])
        let frames = await host.advance(by: .seconds(180))
        #expect(frames.filter { $0.evaluatedNodes == ["TimelineView"] }.count == 3, "one run a minute")
        #expect(host.buffer.lines == ["at 6240"])
    }

    @Trackable final class Panel {
        var isOpen = false
    }

    struct Drawer: View {
        let panel: Panel
        let animates: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Toggle") { panel.isOpen.toggle() }
                if panel.isOpen { Text("contents") }
            }
            .modifier(Animated(animates: animates))
        }
    }

    /// Applies the deprecated `animation(_:)`, as older SwiftUI code does.
    struct Animated: ViewModifier {
        let animates: Bool
        @available(*, deprecated, message: "uses animation(_:) on purpose")
        func body(content: Content) -> some View {
            content.animation(animates ? .easeInOut(duration: 3) : nil)
        }
    }

    @Test func animationWithoutAValueShowsTheChangeAtItsEndInTheSameFrame() {
        let panel = Panel()
        let host = ViewHost(Drawer(panel: panel, animates: true), width: 12, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ Toggle ]", ""])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ Toggle ]", "contents"], "all of it, in the first frame after")
        let still = Panel()
        still.isOpen = true
        #expect(Sample.lines(12, 2) { Drawer(panel: still, animates: false) } == host.buffer.lines)
    }
}
