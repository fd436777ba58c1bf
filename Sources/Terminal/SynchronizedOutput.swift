import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's synchronized output (mode 2026): `ESC [ ? 2026 h` before a frame's bytes and
/// `ESC [ ? 2026 l` after them, so the terminal shows the frame whole, never half drawn. Used
/// only where the terminal says it has it: its terminfo entry's `Sync` capability (kitty,
/// foot, WezTerm, contour, and `tmux-256color` in recent ncurses define it). Elsewhere nothing
/// is written, since an unknown mode could show up as text in an old terminal.
struct SynchronizedOutput {
    /// Where ncurses writes: the markers go to the same descriptor, between its flushes.
    let descriptor: Int32

    static let begin = Array("\u{1B}[?2026h".utf8)
    static let end = Array("\u{1B}[?2026l".utf8)

    /// The synchronized output of the terminal ncurses opened on `descriptor`, if its entry
    /// has `Sync`; nil otherwise.
    static func ifSupported(descriptor: Int32) -> SynchronizedOutput? {
        guard let capability = tigetstr("Sync"), Int(bitPattern: capability) != -1 else { return nil }
        return SynchronizedOutput(descriptor: descriptor)
    }

    /// Writes `update`'s bytes as one synchronized frame: ncurses flushes its buffer at the end
    /// of `doupdate`, so the markers written straight to the descriptor bracket them.
    func frame(_ update: () -> Void) {
        send(Self.begin)
        update()
        send(Self.end)
    }

    private func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
