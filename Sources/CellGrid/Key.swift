/// A key the user pressed, as terminal apps see it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, including space.
    case character(Character)
    /// A letter with Ctrl held, lowercase: `.control("c")` for Ctrl-C.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backspace, delete
    /// Shift-Tab.
    case backTab
    /// A function key: `.function(2)` for F2.
    case function(Int)
    /// A mouse press, a turn of the wheel or a move of the pointer, at a cell.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize
    /// A key without a name here, by its terminal code.
    case unknown(Int32)

    /// The space bar: `.character(" ")`, which toggles and presses as Return does.
    public static let space = Key.character(" ")

    /// The key's name, as `--keys` takes it: `j`, `space`, `ctrl-c`, `up`.
    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let character): "ctrl-\(character)"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .home: "home"
        case .end: "end"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .function(let number): "f\(number)"
        case .backspace: "backspace"
        case .delete: "delete"
        case .mouse(let event): "\(event.kind.rawValue)@\(event.x),\(event.y)"
        case .resize: "resize"
        case .unknown(let code): "key-\(code)"
        }
    }

    /// The key a name stands for, as ``description`` writes it (`j`, `space`, `enter`,
    /// `ctrl-c`, `pgdn`, ...), or nil for a name it does not know.
    public init?(name: String) {
        let named: [String: Key] = [
            "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
            "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown, "home": .home,
            "end": .end, "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
            "shift-tab": .backTab, "backtab": .backTab, "backspace": .backspace, "delete": .delete, "del": .delete,
            "resize": .resize,
        ]
        if let key = named[name.lowercased()] {
            self = key
        } else if name.count == 1, let character = name.first {
            self = .character(character)
        } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isLetter {
            self = .control(Character(letter.lowercased()))
        } else if name.lowercased().hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }
}

/// A mouse event at a cell (columns and rows from 0, at the top left).
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable {
        /// The left button went down: a click.
        case click
        /// The right button went down: a secondary click, which opens a context menu.
        case secondaryClick = "right-click"
        /// The wheel turned up (away from the user).
        case wheelUp = "wheel-up"
        /// The wheel turned down.
        case wheelDown = "wheel-down"
        /// The pointer moved with the left button held: part of a drag.
        case drag
        /// The left button went up: the end of a click or a drag.
        case release
        /// The pointer moved with no button held: reported only while a view follows the
        /// pointer (`onHover`), for its hover actions.
        case move
    }

    /// What happened.
    public let kind: Kind
    /// The column.
    public let x: Int
    /// The row.
    public let y: Int

    /// An event of `kind` at column `x`, row `y`.
    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
