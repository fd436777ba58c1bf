import TodoApp
import ViewTree

/// Runs the app without a terminal, for scripts and tests: the framework's run loop over a
/// memory backend, one frame per key, keys a second apart on a simulated clock (so highlights
/// and notices expire as they would for a person typing, whatever the machine's speed). At
/// the end the screen and the evaluation log go to standard output.
@MainActor
struct HeadlessRun {
    let app: TodoProgram
    let size: CellSize
    let keys: [Key]

    func run() {
        let backend = MemoryBackend(size: size, keys: keys)
        _ = TerminalLoop.run(app, on: backend)
        for line in app.screen.lines { print(line) }
        print("--- evaluation log ---")
        for line in app.log.formattedLines { print(line) }
    }
}
