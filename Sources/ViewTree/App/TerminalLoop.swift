import Foundation

/// The run loop: draw what changed, wait for a key, a wake-up from another thread, a signal
/// or the next expiry, and repeat. Frames run only when something changed. The same loop
/// runs on a real terminal and in memory.
///
/// The terminal waits in the main run loop, where the main actor's other work and timers run
/// (see <doc:ModelsAndThreads>). A backend that does not (the memory backend)
/// gets a pass of the main run loop after each key instead, when the loop runs on the main
/// thread (`todo-tui --headless`, `App.run(on:)` from a program's `main`): work queued for the
/// main actor, and timers that are due, run between keys.
@MainActor
public enum TerminalLoop {
    /// Runs `program` on `backend` until a key quits, a signal arrives or the input ends;
    /// returns the exit status (0, or 128 plus the signal's number). Closing the backend is
    /// the caller's, so that it happens on every way out.
    public static func run(_ program: some TerminalProgram, on backend: some TerminalBackend) -> Int32 {
        let keys = KeyHandling(wakeUp: backend.wakeUp)
        program.setFrameRequestHandler(keys.frameRequest)
        defer { program.setFrameRequestHandler(nil) }
        program.resize(to: backend.size)
        var reportsPointerMoves = false
        while true {
            if program.needsFrame { program.renderFrame(now: backend.now) }
            backend.draw(program.screen, region: program.takeDamage())
            // Every move of the pointer only while a view follows it: other apps are not sent
            // a report for each cell the pointer crosses.
            if program.wantsPointerMoves != reportsPointerMoves {
                reportsPointerMoves.toggle()
                backend.setReportsPointerMoves(reportsPointerMoves)
            }
            switch backend.wait(milliseconds: waitMilliseconds(program.nextDeadline, now: backend.now)) {
            case .signal(let number): return 128 + number
            case .inputEnded(let status): return status
            case .input, .wake, .timeout: break
            }
            // Keys are read after every wake-up: a resize interrupts the wait (SIGWINCH), and
            // ncurses hands it over as a key only when asked for one.
            keys.isActive = true
            while let key = backend.readKey() {
                if key == .resize {
                    program.resize(to: backend.size)
                    continue
                }
                switch program.handle(key, now: backend.now) {
                case .quit:
                    program.renderFrame(now: backend.now)
                    backend.draw(program.screen, region: program.takeDamage())
                    return 0
                case .suspend:
                    backend.suspend()
                    program.resize(to: backend.size)
                    program.renderFrame(now: backend.now)
                    _ = program.takeDamage()
                    backend.redraw(program.screen)
                case .handled: break
                }
            }
            if !backend.waitsInMainRunLoop, Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date())
            }
            keys.isActive = false
            program.renderFrame(now: backend.now)
        }
    }

    /// Until the next expiry; forever (-1) when none is pending.
    private static func waitMilliseconds(_ deadline: ContinuousClock.Instant?, now: ContinuousClock.Instant) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = deadline - now
        let milliseconds =
            remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int32(max(0, min(milliseconds + 1, 60_000)))
    }

    /// When the loop handles keys, and the frame request that knows it. A change a key's
    /// action makes on the loop's thread is drawn by the frame that follows the keys: waking
    /// the loop for it would only cost a pipe write, a second pass of the loop and four system
    /// calls per key. Any other change (from another thread, during a frame, or from the main
    /// queue's work run while waiting) wakes the loop, so that it is drawn.
    private final class KeyHandling: @unchecked Sendable {
        // Safety: `isActive` is written and read only on the loop's thread (`loopThread`).
        var isActive = false
        private let loopThread = pthread_self()
        private let wakeUp: @Sendable () -> Void

        init(wakeUp: @escaping @Sendable () -> Void) {
            self.wakeUp = wakeUp
        }

        var frameRequest: @Sendable () -> Void {
            { [self] in
                if pthread_equal(pthread_self(), loopThread) != 0, isActive { return }
                wakeUp()
            }
        }
    }
}
