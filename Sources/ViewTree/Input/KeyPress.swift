import Foundation

/// A key press delivered to `onKeyPress` handlers, as SwiftUI's `KeyPress` is.
public struct KeyPress: Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The text the key types: the character for a printable key, empty for the others.
    public let characters: String
    /// For a mouse event, the frame of the view whose handler it is offered to, so that a
    /// gesture can tell where in that view the pointer is.
    var handlerFrame: CellRect?
    /// For a drag's move or release, where its press was on the screen (the press went to
    /// the innermost view, perhaps not to the gesture that sees the drag).
    var pressLocation: CGPoint?

    init(_ key: Key) {
        self.key = KeyEquivalent(key)
        if case .character(let character) = key {
            characters = String(character)
        } else {
            characters = ""
        }
    }

    /// Whether a handler used the key, or lets it go on to the views around.
    public enum Result: Sendable, Equatable {
        /// The key was used: no other handler gets it.
        case handled
        /// The key goes on to the next handler out, up to the host.
        case ignored
    }
}

/// A key as `onKeyPress(_:action:)` names it: a character (`"q"`) or one of the named keys,
/// with SwiftUI's names (`.upArrow`, `.return`, `.space`, ...).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The terminal key it stands for.
    public let key: Key

    /// The key `key`.
    public init(_ key: Key) {
        self.key = key
    }

    /// The key that types `character`.
    public init(_ character: Character) {
        self.key = .character(character)
    }

    /// The key that types `value`: `.onKeyPress("q")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    /// The Up arrow.
    public static let upArrow = KeyEquivalent(Key.up)
    /// The Down arrow.
    public static let downArrow = KeyEquivalent(Key.down)
    /// The Left arrow.
    public static let leftArrow = KeyEquivalent(Key.left)
    /// The Right arrow.
    public static let rightArrow = KeyEquivalent(Key.right)
    /// Return (Enter).
    public static let `return` = KeyEquivalent(Key.enter)
    /// Escape.
    public static let escape = KeyEquivalent(Key.escape)
    /// The space bar.
    public static let space = KeyEquivalent(Character(" "))
    /// Tab.
    public static let tab = KeyEquivalent(Key.tab)
    /// Backspace (SwiftUI's name for the key that deletes backwards).
    public static let delete = KeyEquivalent(Key.backspace)
    /// The key that deletes forwards.
    public static let deleteForward = KeyEquivalent(Key.delete)
    /// Home.
    public static let home = KeyEquivalent(Key.home)
    /// End.
    public static let end = KeyEquivalent(Key.end)
    /// Page Up.
    public static let pageUp = KeyEquivalent(Key.pageUp)
    /// Page Down.
    public static let pageDown = KeyEquivalent(Key.pageDown)
}
