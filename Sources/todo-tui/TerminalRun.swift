import Terminal
import TodoApp
import ViewTree

#if canImport(Glibc)
    import Glibc
#endif

/// The run loop on a real terminal: draw what changed, wait for a key, a wake-up from
/// another thread, a signal or the next highlight expiry, and repeat. The terminal is
/// restored on every way out.
struct TerminalRun {
    let app: TodoApplication

    /// Runs until `q`, Ctrl-C or a terminating signal; returns the exit status.
    func run() throws(TerminalError) -> Int32 {
        let terminal = try TerminalScreen.open()
        defer { terminal.close() }
        let wakePipe = terminal.wakePipe
        app.setFrameRequestHandler { wakePipe.wake() }
        app.resize(to: terminal.size)
        while true {
            if app.needsFrame { app.renderFrame() }
            terminal.draw(app.screen, region: app.takeDamage())
            switch InputWait.next(input: 0, pipe: wakePipe, milliseconds: waitMilliseconds()) {
            case .wake:
                if let signal = wakePipe.drain() { return 128 + signal }
            case .hangup:
                // Reading on would spin: leave as a hang-up signal would.
                return 128 + SIGHUP
            case .input, .timeout:
                break
            }
            // Keys are read after every wake-up: a resize interrupts the wait with SIGWINCH,
            // and ncurses hands it over as a key only when asked for one.
            while let key = terminal.readKey() {
                if key == .resize {
                    app.resize(to: terminal.size)
                    continue
                }
                switch app.handle(key) {
                case .quit: return 0
                case .suspend:
                    terminal.suspend()
                    app.resize(to: terminal.size)
                    app.renderFrame()
                    _ = app.takeDamage()
                    terminal.redraw(app.screen)
                case .handled: break
                }
            }
            app.renderFrame()
        }
    }

    /// Until the next highlight or notice expires; forever when none is pending.
    private func waitMilliseconds() -> Int32 {
        guard let deadline = app.nextDeadline else { return -1 }
        let remaining = deadline - ContinuousClock.now
        let milliseconds =
            remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int32(max(0, min(milliseconds + 1, 60_000)))
    }
}
