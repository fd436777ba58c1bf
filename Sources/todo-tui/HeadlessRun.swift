import TodoApp
import ViewTree

/// Runs the app without a terminal, for scripts and tests: each key, then a frame; at the end
/// the screen and the evaluation log go to standard output.
struct HeadlessRun {
    let app: TodoApplication
    let keys: [Key]

    /// Keys come a second apart on a simulated clock, so highlights and notices expire as
    /// they would for a person typing, and the output does not depend on the machine's speed.
    func run() {
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
        for line in app.log.formattedLines { print(line) }
    }
}
