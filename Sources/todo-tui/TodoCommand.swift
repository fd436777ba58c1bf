import ArgumentParser
import Logging
import Terminal
import TodoApp
import ViewTree

// The one file of the executable that calls the C library: to end the process.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line: options, checks, and the choice between terminal and headless runs.
struct TodoCommand: ParsableCommand {
    // Computed: the help says which todo.txt a run without FILE opens here, and why.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "todo-tui",
            abstract: "A terminal todo list that shows which view bodies each change re-runs.",
            discussion:
                "Toggle an item with Space and read in the status bar which bodies ran: one row in fine mode, the list and every row in coarse mode (m switches).\n\n"
                + defaultFileDescription,
            version: "todo-tui 0.1.0")
    }

    /// Where a run without FILE goes, found once: the parser reads the configuration more
    /// than once, and finding it may run the shell on todo.sh's configuration.
    private static let defaultLocation = TodoFileLocation.find()

    /// Where a run without FILE goes, as `--help` says it.
    private static var defaultFileDescription: String {
        let location = defaultLocation
        let opens = location.path.map { "opens \($0)" } ?? "shows seven demo items kept in memory"
        return
            "Without FILE, todo-tui looks where todo.sh does (TODO_FILE, TODO_DIR, then todo.sh's configuration file); here it \(opens) (\(location.reason))."
    }

    @Argument(
        help: ArgumentHelp(
            "A todo.txt file to open, created if absent. Without one: the file todo.sh would use (TODO_FILE, TODO_DIR or its configuration), else seven demo items kept in memory.",
            valueName: "FILE"))
    var file: String?

    @Flag(help: "Show the seven demo items, whatever TODO_FILE, TODO_DIR or todo.sh's configuration say.")
    var demo = false

    @Option(help: "Invalidation: fine (Observation-style) or coarse (ObservableObject-style).")
    var mode: ModeOption = .fine

    @Option(help: "Start with N generated items instead of the seven demo items (1 to 10,000,000).")
    var items: Int?

    @Option(help: ArgumentHelp("Also append every body evaluation to FILE, one line each.", valueName: "FILE"))
    var log: String?

    @Option(
        help: "How --log and --headless write evaluations: text, or one JSON object per line (schema in the README).")
    var logFormat: LogFormat = .text

    @Flag(help: "Show the fine and the coarse views side by side, each with its own counts.")
    var compare = false

    @Flag(help: "Do not mark the rows whose body just ran.")
    var noHighlight = false

    @Flag(help: "Run without a terminal: apply --keys, then print the screen and the evaluation log.")
    var headless = false

    @Option(help: "Screen size for --headless, as WIDTHxHEIGHT.")
    var size = SizeOption(argument: "80x24")!

    // Unconditional: keys such as "-" or "- j q" are a value, not options.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Keys for --headless, separated by spaces, e.g. \"j j space q\".", valueName: "KEYS"))
    var keys: String?

    func validate() throws {
        if let items, !(1...10_000_000).contains(items) {
            throw ValidationError("--items must be between 1 and 10000000, not \(items)")
        }
        if file != nil && items != nil {
            throw ValidationError("--items makes generated items; it cannot be used with a FILE")
        }
        if demo && (file != nil || items != nil) {
            throw ValidationError("--demo shows the demo items; it cannot be used with a FILE or --items")
        }
        if keys != nil && !headless {
            throw ValidationError("--keys needs --headless")
        }
        if let unknown = keyNames.first(where: { Key(name: $0) == nil }) {
            throw ValidationError(
                "unknown key \"\(unknown)\" in --keys; use a character or one of: space enter esc tab backspace delete up down left right pgup pgdn home end ctrl-c"
            )
        }
    }

    private var keyNames: [String] {
        (keys ?? "").split(separator: " ").map(String.init)
    }

    func run() throws {
        // The parser runs the command on the main thread: the app and its views are the main
        // actor's, as in SwiftUI.
        MainActor.assumeIsolated { runOnMainActor() }
    }

    @MainActor private func runOnMainActor() {
        var logger: Logger?
        if let log {
            do {
                let file = try LogFile(path: log)
                logger = Logger(label: "todo-tui.evaluations") { _ in FileLogHandler(file: file) }
            } catch {
                Self.fail("\(error)")
            }
        }
        var storage: TodoStorage?
        // Generated items and the demo stay in memory; otherwise the FILE, or todo.sh's.
        let file = self.file ?? (demo || items != nil ? nil : Self.defaultLocation.path)
        if let file {
            do {
                // todo.sh's DONE_FILE goes with todo.sh's file, not with one named here.
                let donePath = self.file == nil ? Self.defaultLocation.donePath : nil
                storage = try TodoStorage(path: file, donePath: donePath)
            } catch {
                Self.fail("\(error)")
            }
        }
        let list = storage?.makeList() ?? items.map(TodoList.generated(count:)) ?? TodoList.demo()
        let app = TodoProgram(
            list: list, size: headless ? size.size : CellSize(width: 80, height: 24), mode: mode.mode,
            highlight: !noHighlight,
            logger: logger, logFormat: logFormat, compare: compare, storage: storage)
        var status: Int32 = 0
        if headless {
            HeadlessRun(app: app, size: size.size, keys: keyNames.compactMap { Key(name: $0) }).run()
        } else {
            status = runOnTerminal(app)
        }
        // Status 1 when the list could not be kept: the run said why.
        if let problem = app.finish() {
            Self.printError(problem)
            if status == 0 { status = 1 }
        }
        // The process ends here rather than freeing a million items one by one on the way
        // out; the file is let go first, for the next todo-tui.
        // The file open now: `:open` may have put another in place of the first.
        app.storage?.close()
        // exit flushes standard output.
        endProcess(status)
    }

    /// The terminal run's exit status; a terminal that cannot be used ends the process.
    @MainActor private func runOnTerminal(_ app: TodoProgram) -> Int32 {
        do {
            return try TerminalRun(app: app).run()
        } catch {
            // Unlike other programs on the framework, this one can run without a terminal.
            let hint = if case .notATerminal = error { ", or use --headless for scripts" } else { "" }
            Self.fail("\(error)" + hint)
        }
    }

    /// Prints `message` on standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        printError(message)
        endProcess(2)
    }

    /// Prints `todo-tui: message` on standard error.
    static func printError(_ message: String) {
        var standardError = StandardError()
        print("todo-tui: \(message)", to: &standardError)
    }
}

/// Ends the process with `status` (the C library's `exit`, which ParsableCommand's own
/// `exit(withError:)` hides inside the command).
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
