import ViewTree

/// Which key does what, on each screen.
public enum KeyBindings {
    /// The command for `key` on `screen`, or nil when the key does nothing there.
    public static func command(for key: Key, on screen: Screen) -> Command? {
        switch key {
        case .control("c"): return .quit
        case .control("z"): return .suspend
        case .control("r") where screen == .list: return .redo
        default: break
        }
        switch screen {
        case .list: return listCommand(for: key)
        case .filtering: return filterCommand(for: key)
        case .help: return helpCommand(for: key)
        case .item: return itemCommand(for: key)
        }
    }

    private static func listCommand(for key: Key) -> Command? {
        switch key {
        case .up, .character("k"): .moveSelection(by: -1)
        case .down, .character("j"): .moveSelection(by: 1)
        case .pageUp: .movePage(by: -1)
        case .pageDown: .movePage(by: 1)
        case .home: .moveToFirst
        case .end: .moveToLast
        case .character(" "): .toggle
        case .enter: .open
        case .character("a"): .add
        case .character("e"): .edit
        case .character("d"): .delete
        case .character("m"): .switchMode
        case .character("l"): .toggleLog
        case .character("i"): .toggleInspector
        case .character("h"): .toggleHighlight
        case .character("g"): .toggleHeatMap
        case .character("c"): .resetCounters
        case .character("?"): .showHelp
        case .character("q"): .quit
        case .character("p"): .cyclePriority
        case .character(let letter) where ("A"..."Z").contains(letter): .setPriority(letter)
        case .character("r"): .reloadFile
        case .character("w"): .overwriteFile
        case .character("u"): .undo
        case .character("/"): .startFilter
        case .character("s"): .cycleSort
        case .escape: .clearFilter
        default: nil
        }
    }

    private static func filterCommand(for key: Key) -> Command? {
        switch key {
        case .enter: .applyFilter
        case .escape: .clearFilter
        case .backspace: .eraseFilter
        case .up: .moveSelection(by: -1)
        case .down: .moveSelection(by: 1)
        case .character(let character): .editFilter(character)
        default: nil
        }
    }

    private static func helpCommand(for key: Key) -> Command? {
        switch key {
        case .escape, .character("?"), .enter: .back
        case .character("q"): .quit
        default: nil
        }
    }

    private static func itemCommand(for key: Key) -> Command? {
        switch key {
        case .enter, .escape: .back
        case .backspace: .deleteBackward
        case .delete: .deleteForward
        case .left: .cursorLeft
        case .right: .cursorRight
        case .home: .cursorHome
        case .end: .cursorEnd
        case .character(let character): .insert(character)
        default: nil
        }
    }

    /// Every key, for the help screen.
    public static let help: [HelpLine] = [
        HelpLine(keys: "↑↓ k/j PgUp/PgDn", action: "move the selection, a page; Home/End: to the ends"),
        HelpLine(keys: "Space", action: "toggle done"),
        HelpLine(keys: "Enter, e", action: "open the item and edit its title"),
        HelpLine(keys: "a / d", action: "add an item / delete the selected one"),
        HelpLine(keys: "p, Shift+A..Z", action: "priority: cycle none, (A)..(D); or set (A)..(Z)"),
        HelpLine(keys: "/", action: "filter by text, +project or @context (Esc clears)"),
        HelpLine(keys: "s", action: "sort: file order, priority, due date"),
        HelpLine(keys: "u / Ctrl-R", action: "undo / redo toggles, edits, adds and deletions"),
        HelpLine(keys: "r / w", action: "reload the file / overwrite it after a change on disk"),
        HelpLine(keys: "m", action: "switch fine / coarse (ObservableObject) screens"),
        HelpLine(keys: "l / h / c", action: "evaluation log / highlight marks / reset counters"),
        HelpLine(keys: "g", action: "heat map: how many times each row's body ran"),
        HelpLine(keys: "i", action: "inspector: what the selected row read, why it ran, who else reads"),
        HelpLine(keys: "?", action: "this help"),
        HelpLine(keys: "Ctrl-Z", action: "suspend (fg resumes)"),
        HelpLine(keys: "q, Ctrl-C", action: "quit"),
    ]

    /// The main keys, for the footer.
    public static let footer = "↑↓ move  space toggle  enter open  a add  d del  m mode  l log  ? help  q quit"
}

/// One line of the help: keys and what they do.
public struct HelpLine: Sendable {
    /// The keys, as the help shows them: `j ↓`.
    public let keys: String
    /// What they do.
    public let action: String
}
