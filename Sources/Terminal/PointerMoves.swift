#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's reports of the pointer's moves: while a button is held (mode 1002), which
/// drags need, or every move (mode 1003) while a view follows the pointer (`onHover`). ncurses
/// turns on only the click reports (mode 1000) and does not know these modes: they are turned
/// on after ncurses' own and off before ncurses gives the terminal back, on every way out
/// (quit, Ctrl-Z, a terminating signal), so that a shell is never sent moves. Terminals keep
/// one of the three modes: setting one replaces the other, and resetting either turns the
/// reports off.
enum PointerMoves {
    // Safety: written on the main thread as the terminal opens (before the signal handlers
    // that read it are installed) and closes (after they are removed).
    /// The terminal's output while the reports are wanted; -1 when they are not.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    // Safety: read and written on the main thread only; a signal handler does not read it.
    /// Whether every move is wanted, not only a drag's.
    nonisolated(unsafe) private static var reportsAll = false

    /// Turns the reports on, writing to `descriptor`.
    static func turnOn(descriptor: Int32) {
        self.descriptor = descriptor
        resume()
    }

    /// Turns them on again after ``pause()``, every move or a drag's as last asked.
    static func resume() {
        if reportsAll { send("\u{1B}[?1003h") } else { send("\u{1B}[?1002h") }
    }

    /// Asks for every move (true), or only a drag's again.
    static func reportAll(_ wanted: Bool) {
        guard wanted != reportsAll else { return }
        reportsAll = wanted
        resume()
    }

    /// Forgets the terminal once it is given back (after ``pause()``): nothing more is sent.
    static func forget() {
        descriptor = -1
    }

    /// Turns them off, whichever mode is on; safe in a signal handler (one `write` of
    /// constant bytes).
    static func pause() {
        send("\u{1B}[?1003l\u{1B}[?1002l")
    }

    private static func send(_ sequence: StaticString) {
        guard descriptor >= 0 else { return }
        _ = write(descriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }
}
