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
        let host = ViewHost(Clock(), width: 20, height: 3, clock: .manual())
        host.renderFrame()
        var faces = [host.buffer.lines[2]]
        var ticks = [host.buffer.lines[1]]
        var frames: [FrameReport] = []
        // 350 ms of the manual clock, 10 ms at a time: about 11 ticks of the 30 Hz timeline,
        // 3 turns of the spinner, the same on every run however loaded the machine.
        for _ in 0..<35 {
            frames += await host.advance(by: .milliseconds(10))
            if faces.last != host.buffer.lines[2] { faces.append(host.buffer.lines[2]) }
            if ticks.last != host.buffer.lines[1] { ticks.append(host.buffer.lines[1]) }
        }
        // Entries 30 ms apart (the first shown as the view appeared): 11 more in 350 ms.
        #expect(ticks.count == 12, "\(ticks)")
        #expect(frames.filter { $0.evaluatedNodes.contains("TimelineView") }.count == 11 + 3)
        // Each tick runs the timeline view whose date changed: nothing else.
        #expect(frames.allSatisfy { Set($0.evaluatedNodes).isSubset(of: ["TimelineView", "Spinner"]) })
        #expect(frames.allSatisfy { !$0.evaluatedNodes.isEmpty })
        #expect(faces.count == 4, "the spinner turned three times: \(faces)")
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
