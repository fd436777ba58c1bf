import Testing
import TrackingCore

@testable import ViewTree

/// Time and streams on the main actor: a `TimelineView` runs its content at each entry, alone,
/// an unknown `ProgressView` spins, and `.onReceive` delivers a publisher's values from any
/// thread while its view is shown.
@Suite @MainActor struct TimelineAndPublisherTests {
    struct Clock: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("spinning")
                TimelineView(.periodic(from: .now, by: 0.03)) { context in
                    Text("tick \(Int(context.date.timeIntervalSinceReferenceDate * 100) % 1000)")
                }
                ProgressView()
            }
        }
    }

    @Test func aTimelineRunsItsBodyAloneAtEachEntryAndAnUnknownProgressSpins() async {
        let host = ViewHost(Clock(), width: 20, height: 3)
        host.renderFrame()
        let spinner = host.buffer.lines[2]
        var frames: [FrameReport] = []
        let clock = ContinuousClock()
        let limit = clock.now + .seconds(600)
        // At least 350 ms: about 11 ticks of the 30 Hz timeline, 3 turns of the spinner. The
        // spinner's face comes from the clock (ten faces a second), so a loaded machine can
        // come back to the same face: every face shown is kept, not only the last.
        let least = clock.now + .milliseconds(350)
        var faces: Set<String> = [spinner]
        while clock.now < least || ((frames.count < 5 || faces.count < 2) && clock.now < limit) {
            frames += await host.advance(by: .milliseconds(10))
            faces.insert(host.buffer.lines[2])
        }
        #expect(frames.count >= 5)
        // Each tick runs the timeline view whose date changed: nothing else.
        #expect(frames.allSatisfy { Set($0.evaluatedNodes).isSubset(of: ["TimelineView", "Spinner"]) })
        #expect(frames.allSatisfy { !$0.evaluatedNodes.isEmpty })
        #expect(faces.count >= 2, "the spinner turned")
        #expect(host.buffer.lines[0] == "spinning")
    }

    struct Receiving: View {
        let ticks: PassthroughSubject<Int, Never>
        @State private var last = 0
        @State private var received = 0

        var body: some View {
            Text("last \(last), \(received) received")
                .onReceive(ticks) { value in
                    last = value
                    received += 1
                }
        }
    }

    @Test func onReceiveRunsItsActionForValuesSentFromAnyThreadUntilTheViewGoes() async {
        let ticks = PassthroughSubject<Int, Never>()
        let shown = MainActorWorkTests.Probe()
        struct Holder: View {
            let ticks: PassthroughSubject<Int, Never>
            let shown: MainActorWorkTests.Probe
            var body: some View {
                if shown.shown { Receiving(ticks: ticks) } else { Text("gone") }
            }
        }
        let host = ViewHost(Holder(ticks: ticks, shown: shown), width: 30, height: 1)
        ticks.send(0)  // before the frame that shows the view subscribes it: not received
        host.renderFrame()
        ticks.send(1)
        await host.advance()
        ticks.send(2)
        nonisolated(unsafe) let subject = ticks
        await Task.detached { subject.send(3) }.value
        await host.advance()
        #expect(host.buffer.lines[0] == "last 3, 3 received")
        shown.shown = false
        await host.advance()
        ticks.send(4)
        await host.advance()
        #expect(host.buffer.lines[0] == "gone")
    }
}
