import CNcurses
import CTerminalSignals
import CellGrid

/// The real terminal, through ncurses: started only when it can work, always restored.
///
/// It draws the damaged cells of a ``CellBuffer`` and nothing else (never a clear), with
/// one `doupdate` per frame, so an update costs the bytes of the cells that changed.
public final class TerminalScreen: TerminalBackend {
    private var colorPairs: ColorPairs
    private var isOpen = true
    /// What ncurses holds already: only cells that differ are handed to it.
    private var shown = ShownCells()
    /// Where keys and terminating signals wake the run loop.
    public let wakePipe: WakePipe
    /// The main run loop, run while waiting: the main actor's work and timers run then.
    private let runLoopWait: MainRunLoopWait
    /// Mode 2026 around each frame, where the terminal has it (see ``SynchronizedOutput``).
    private let synchronizedOutput: SynchronizedOutput?

    private init(colors: Bool, wakePipe: WakePipe, synchronizedOutput: SynchronizedOutput?) {
        colorPairs = ColorPairs(enabled: colors)
        self.wakePipe = wakePipe
        self.synchronizedOutput = synchronizedOutput
        runLoopWait = MainRunLoopWait(descriptors: [0, wakePipe.readDescriptor])
    }

    /// Starts the terminal: raw keys, keypad, a 25 ms Escape delay, no cursor, colors (unless
    /// `NO_COLOR` is set; 24-bit where COLORTERM says so and terminfo has the entry), and
    /// with `mouse` clicks and the wheel as keys (the terminal's own text selection then
    /// needs Shift). Throws when standard input or output is not a
    /// terminal or TERM is unusable; then nothing on the terminal has changed.
    public static func open(mouse: Bool = false) throws(TerminalError) -> TerminalScreen {
        guard POSIX.isTerminal(0) else { throw .notATerminal(stream: "standard input") }
        guard POSIX.isTerminal(1) else { throw .notATerminal(stream: "standard output") }
        let term = POSIX.environment("TERM")
        guard let term, !term.isEmpty else { throw .unusableTerminal(term: nil) }
        guard term != "dumb" else { throw .unusableTerminal(term: term) }
        POSIX.useEnvironmentLocale()
        // newterm, not initscr: initscr exits the process for an unknown TERM.
        guard let (output, input) = POSIX.terminalStreams() else { throw .notATerminal(stream: "standard output") }
        let wantsColor = POSIX.environment("NO_COLOR").map(\.isEmpty) ?? true
        let direct = wantsColor ? DirectColorType.candidate(term: term, colorTerm: POSIX.environment("COLORTERM")) : nil
        // The 24-bit entry when there is one, else TERM's.
        let opened = direct.flatMap { newterm($0, output, input) } ?? newterm(nil, output, input)
        guard opened != nil else { throw .unusableTerminal(term: term) }
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        defineHomeAndEnd()
        nodelay(cncurses_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        leaveok(cncurses_stdscr(), true)
        // No look for typed-ahead keys during an update (two polls a frame): the loop reads
        // every waiting key before it draws, so there is never one to give way to.
        typeahead(-1)
        var colors = false
        if wantsColor, has_colors() {
            start_color()
            use_default_colors()
            colors = true
        }
        if mouse { cncurses_enable_mouse() }
        // Until the screen has once been left and resumed, ncurses (6.4) writes to the terminal
        // at every cursor move of a frame: a toggle's frame went out in five writes, each a
        // system call and a wake-up of the terminal's reader. Leaving and resuming once, before
        // anything is drawn, makes each frame one write.
        endwin()
        refresh()
        if mouse { PointerMoves.turnOn(descriptor: fileno(output)) }
        let screen = TerminalScreen(
            colors: colors, wakePipe: WakePipe(),
            synchronizedOutput: SynchronizedOutput.ifSupported(descriptor: fileno(output)))
        terminal_signals_install(screen.wakePipe.writeDescriptor) {
            PointerMoves.pause()
            endwin()
        }
        return screen
    }

    /// Home and End as every common terminal sends them, whatever TERM says: tmux and
    /// screen send `ESC [1~` and `ESC [4~` even where TERM names xterm (whose entry says
    /// `ESC OH`), and unknown sequences would reach the app as Escape and three characters.
    private static func defineHomeAndEnd() {
        for sequence in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] { define_key(sequence, KEY_HOME) }
        for sequence in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] { define_key(sequence, KEY_END) }
    }

    deinit {
        close()
    }

    /// The terminal's size in cells.
    public var size: CellSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        cncurses_size(&rows, &columns)
        return CellSize(width: Int(columns), height: Int(rows))
    }

    /// Draws the cells of `region` from `buffer`, then updates the terminal once.
    public func draw(_ buffer: CellBuffer, region: CellRect?) {
        guard let region else { return }
        let bounds = region.clipped(to: CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        // Worked on as locals, taken out of the screen and put back: a class's stored
        // properties are checked for overlapping access at each use, cell by cell.
        var shown = ShownCells()
        var colorPairs = ColorPairs(enabled: false)
        swap(&shown, &self.shown)
        swap(&colorPairs, &self.colorPairs)
        defer {
            swap(&shown, &self.shown)
            swap(&colorPairs, &self.colorPairs)
        }
        shown.begin(width: buffer.width, height: buffer.height)
        // The region is the buffer's own damage (the loop's frame): only each row's damaged
        // columns are looked at, not the whole rectangle a change at the top and one at the
        // bottom make.
        let byRow = region == buffer.damage
        var changed = false
        for y in bounds.y..<(bounds.y + bounds.height) {
            let columns = byRow ? buffer.damagedColumns(inRow: y) ?? 0..<0 : bounds.x..<(bounds.x + bounds.width)
            for x in columns {
                let cell = buffer[x, y]
                guard shown.changes(to: cell, x: x, y: y), !cell.isContinuation else { continue }
                put(cell, x: x, y: y, colorPairs: &colorPairs)
                changed = true
            }
        }
        shown.learn(buffer, drawn: bounds)
        wnoutrefresh(cncurses_stdscr())
        // A frame that changes nothing writes nothing, markers included.
        guard changed || forcesFullDraw, let synchronizedOutput else { return update() }
        synchronizedOutput.frame(update)
    }

    /// Whether the next draw writes every cell (after `redraw`).
    private var forcesFullDraw = false

    /// Hands ncurses' virtual screen to the terminal: one write of the changed cells.
    private func update() {
        doupdate()
        forcesFullDraw = false
    }

    /// Draws every cell again after the terminal lost its contents (resume after Ctrl-Z).
    public func redraw(_ buffer: CellBuffer) {
        shown.forget()
        forcesFullDraw = true
        clearok(cncurses_stdscr(), true)
        draw(buffer, region: CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    }

    private func put(_ cell: Cell, x: Int, y: Int, colorPairs: inout ColorPairs) {
        var attributes = cncurses_attr_normal()
        if cell.style.bold { attributes |= cncurses_attr_bold() }
        if cell.style.underline { attributes |= cncurses_attr_underline() }
        if cell.style.reverse { attributes |= cncurses_attr_reverse() }
        if cell.style.italic { attributes |= cncurses_attr_italic() }
        if cell.style.dim { attributes |= cncurses_attr_dim() }
        let pair = colorPairs.number(for: cell.style)
        // Most cells hold one scalar that the C library measures as the layout does: handed
        // over as it is, with no string made.
        if let scalar = cell.scalar, !cell.style.strikethrough, cell.width > 0,
            cncurses_wcwidth(wchar_t(bitPattern: scalar.value)) == cell.width
        {
            _ = cncurses_put_scalar(Int32(y), Int32(x), wchar_t(bitPattern: scalar.value), attributes, pair)
            return
        }
        // ncurses has no strikethrough attribute: a combining long stroke draws the line
        // through the character, in every terminal that shows combining marks.
        let character =
            cell.style.strikethrough ? Character(String(cell.character) + "\u{336}") : cell.character
        let glyph = TerminalGlyph(character)
        _ = cncurses_put_cell(Int32(y), Int32(x), glyph.characters, attributes, pair)
        if let follower = glyph.follower {
            _ = cncurses_put_cell(Int32(y), Int32(x + 1), follower, attributes, pair)
        }
    }

    /// The wall clock.
    public var now: ContinuousClock.Instant { .now }

    /// Waits on the keyboard and the wake pipe, running the main run loop meanwhile (see
    /// ``MainRunLoopWait``); a terminating signal's handler writes its number to the pipe, and
    /// a resize a wake-up. Returns `.timeout` as well when work given to the main actor ran:
    /// the loop then draws what it changed.
    public func wait(milliseconds: Int32) -> BackendEvent {
        let ready = runLoopWait.wait(milliseconds: milliseconds)
        return switch ready.map(InputWait.found) ?? InputWait.next(input: 0, pipe: wakePipe, milliseconds: 0) {
        case .wake: wakePipe.drain().map { .signal($0) } ?? .wake
        // Reading on would spin: leave as a hang-up signal would.
        case .hangup: .inputEnded(status: 128 + POSIX.hangup)
        case .input: .input
        case .timeout: .timeout
        }
    }

    /// It does: see ``MainRunLoopWait``.
    public var waitsInMainRunLoop: Bool { true }

    /// Writes to the wake pipe.
    public var wakeUp: @Sendable () -> Void {
        { [wakePipe] in wakePipe.wake() }
    }

    /// Whether the left button is down, as the terminal's reports tell: ncurses reports a
    /// move the same way with it held (a drag) and without (mode 1003, for hover).
    private var isButtonHeld = false

    /// The next key, if one is waiting.
    public func readKey() -> Key? {
        var code: wint_t = 0
        let status = get_wch(&code)
        guard status != ERR else { return nil }
        return KeyDecoder.key(status: status, code: UInt32(code), isButtonHeld: &isButtonHeld)
    }

    /// Asks the terminal for every move of the pointer (mode 1003), or again only a drag's
    /// (1002); see ``PointerMoves``.
    public func setReportsPointerMoves(_ reports: Bool) {
        PointerMoves.reportAll(reports)
    }

    /// Gives the terminal back and stops the process, as Ctrl-Z does; on `fg` takes the
    /// terminal again. Draw everything after it returns.
    public func suspend() {
        PointerMoves.pause()
        endwin()
        terminal_signals_suspend()
        refresh()
        PointerMoves.resume()
    }

    /// Restores the terminal: cooked mode, cursor, the main screen. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        curs_set(1)
        PointerMoves.pause()
        endwin()
        terminal_signals_uninstall()
        PointerMoves.forget()
    }
}
