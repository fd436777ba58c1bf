import Foundation
import Testing
import TrackingCore
import ViewTree

/// The run loop is woken for every change it would not draw otherwise (from another thread,
/// or made during a frame), and not for a change a key's action makes on the loop's own
/// thread, which the frame after the keys draws.
@Suite @MainActor struct TerminalLoopWakeTests {
    @Trackable final class Tally: @unchecked Sendable {
        var count = 0
    }

    struct Counter: View {
        let tally: Tally
        var body: some View {
            Text("count \(tally.count)")
                .onKeyPress("+") {
                    tally.count += 1
                    return .handled
                }
                .onKeyPress("t") {
                    // Changed on a thread of its own, finished before the action returns.
                    let thread = Thread { [tally] in tally.count += 10 }
                    thread.start()
                    while !thread.isFinished { usleep(100) }
                    return .handled
                }
        }
    }

    struct Loader: View {
        @State private var loaded = "nothing"
        var body: some View {
            Text("loaded \(loaded)")
                .onChange(of: 1, initial: true) { loaded = "all" }
        }
    }

    @Test func aChangeMadeDuringAFrameWakesTheLoop() {
        let backend = MemoryBackend(size: CellSize(width: 20, height: 2), keys: [])
        #expect(TerminalLoop.run(ViewProgram(Loader()), on: backend) == 0)
        #expect(backend.screen.lines[0].hasPrefix("loaded all"))
        #expect(backend.wakeUpsSeen == 1)
    }

    @Test func aKeysChangeOnTheLoopsThreadDrawsWithoutAWakeUp() {
        let backend = MemoryBackend(size: CellSize(width: 20, height: 2), keys: [.character("+"), .character("+")])
        #expect(TerminalLoop.run(ViewProgram(Counter(tally: Tally())), on: backend) == 0)
        #expect(backend.screen.lines[0].hasPrefix("count 2"))
        #expect(backend.wakeUpsSeen == 0)
    }

    @Test func aChangeMadeOnAnotherThreadWakesTheLoop() {
        let backend = MemoryBackend(size: CellSize(width: 20, height: 2), keys: [.character("t")])
        #expect(TerminalLoop.run(ViewProgram(Counter(tally: Tally())), on: backend) == 0)
        #expect(backend.screen.lines[0].hasPrefix("count 10"))
        #expect(backend.wakeUpsSeen == 1)
    }
}
