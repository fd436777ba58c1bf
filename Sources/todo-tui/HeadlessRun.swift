import TodoApp
import ViewTree

/// Runs the app without a terminal, for scripts and tests: each key, then a frame; at the end
/// the screen and the evaluation log go to standard output, and changes that could not be
/// saved to standard error.
struct HeadlessRun {
    let app: TodoApplication
    let keys: [Key]

    /// Keys come a second apart on a simulated clock, so highlights and notices expire as
    /// they would for a person typing, and the output does not depend on the machine's speed.
    /// Returns false when changes could not be saved (said on standard error).
    func run() -> Bool {
        var now = ContinuousClock.now
        app.renderFrame(now: now)
        for key in keys {
            now += .seconds(1)
            let outcome = app.handle(key, now: now)
            app.renderFrame(now: now)
            if outcome == .quit { break }
        }
        for line in app.screen.lines { print(line) }
        print("--- evaluation log ---")
        for line in app.log.lines { print(line) }
        if let problem = app.finish(now: now) {
            var standardError = StandardError()
            print("todo-tui: \(problem)", to: &standardError)
            return false
        }
        return true
    }
}
