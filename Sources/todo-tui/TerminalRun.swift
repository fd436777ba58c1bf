import Terminal
import TodoApp
import ViewTree

/// todo-tui on the real terminal: the framework's run loop over ncurses. The terminal is
/// restored on every way out.
@MainActor
struct TerminalRun {
    let app: TodoProgram

    /// Runs until `q`, Ctrl-C or a terminating signal; returns the exit status.
    func run() throws(TerminalError) -> Int32 {
        // The mouse on: a click selects a row, the wheel moves the selection.
        let terminal = try TerminalScreen.open(mouse: true)
        defer { terminal.close() }
        return TerminalLoop.run(app, on: terminal)
    }
}
