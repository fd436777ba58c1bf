import Foundation

/// The `:` command line, as vi's and as todo.sh's verbs: a command typed at the foot of the
/// list, Tab completing its name, Up and Down going through the ones run before.
struct TodoCommandLine {
    /// A command the line knows.
    struct Command {
        let name: String
        /// How it is written, for the help: `sort [file|priority|due]`.
        let usage: String
        let summary: String
    }

    /// Every command, in the order the help lists them.
    static let commands: [Command] = [
        Command(name: "archive", usage: "archive", summary: "move done tasks to done.txt (u undoes it)"),
        Command(name: "filter", usage: "filter TEXT", summary: "show the tasks with TEXT, +project or @context"),
        Command(name: "open", usage: "open FILE", summary: "edit another todo.txt (made when missing)"),
        Command(name: "sort", usage: "sort [file|priority|due]", summary: "sort the list; alone, the next order"),
        Command(name: "help", usage: "help", summary: "the keys and the commands"),
    ]

    /// The commands run, oldest first.
    private(set) var history: [String] = []
    /// Where Up and Down are in the history: nil while typing a new command.
    private var recalled: Int?

    /// `text` with the command name it starts completed, when one command starts so; with
    /// several, as far as they agree.
    static func complete(_ text: String) -> String {
        guard !text.contains(" ") else { return text }
        let matches = commands.map(\.name).filter { $0.hasPrefix(text.lowercased()) }
        guard let first = matches.first else { return text }
        if matches.count == 1 { return first + " " }
        var common = first
        for name in matches.dropFirst() { while !name.hasPrefix(common) { common.removeLast() } }
        return common
    }

    /// Remembers `text` as run (not an empty one, nor the last one again).
    mutating func remember(_ text: String) {
        recalled = nil
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty, history.last != text else { return }
        history.append(text)
    }

    /// The command before the one recalled (Up), or nil at the oldest.
    mutating func older() -> String? {
        guard !history.isEmpty else { return nil }
        let index = max((recalled ?? history.count) - 1, 0)
        recalled = index
        return history[index]
    }

    /// The command after the one recalled (Down); an empty line after the newest.
    mutating func newer() -> String {
        guard let index = recalled else { return "" }
        guard index + 1 < history.count else {
            recalled = nil
            return ""
        }
        recalled = index + 1
        return history[index + 1]
    }
}

extension TodoActions {
    /// Runs the command line's text; says in the footer what it did or why not.
    func runCommand(_ text: String) {
        commandLine.remember(text)
        state.page = .list
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard let name = words.first?.lowercased() else { return }
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        switch name {
        case "archive": archive()
        case "filter": state.query.filter = argument
        case "sort":
            let orders: [String: SortOrder] = ["file": .file, "priority": .priority, "due": .dueDate]
            guard argument.isEmpty || orders[argument] != nil else {
                return notify("sort by file, priority or due, not \"\(argument)\"")
            }
            state.query.sort = orders[argument] ?? state.query.sort.next
            notify("sorted \(state.query.sort.label)")
        case "open": open(argument)
        case "help", "?": state.page = .help
        default: notify("no command \"\(name)\": Tab completes a name, :help lists them")
        }
    }
}

extension TodoActions {
    /// Edits the todo.txt at `path` (`~/` is the home folder) in place of the file open now;
    /// the changes before can no longer be undone: they were the other file's.
    func open(_ path: String) {
        guard !path.isEmpty else { return notify("open which file? :open FILE") }
        var path = path
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            path = home + path.dropFirst()
        }
        do throws(TodoFileError) {
            let before = session.storage
            notify(try session.open(path, into: list))
            if session.storage !== before { history = UndoHistory() }
        } catch {
            notify("\(error)")
        }
    }
}
