/// `.keyboardShortcut`: a key that presses a button from anywhere, when no focused view used
/// the key first (so typing `q` in a text field types it). `.keyboardShortcut("q")` quits a
/// screen from anywhere; `.keyboardShortcut("s", modifiers: .control)` answers Ctrl-S.
extension View {
    /// Makes the buttons inside answer `key` (with `modifiers`) from anywhere.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes the buttons inside answer `key` (with `modifiers`) from anywhere; a terminal has
    /// one keyboard layout, so `localization` changes nothing.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(key, modifiers: modifiers)
    }

    /// Makes the buttons inside answer `shortcut` from anywhere: `.keyboardShortcut(.defaultAction)`
    /// makes Return press a sheet's Save button when the focused view does not use Return.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Makes the buttons inside answer `shortcut` from anywhere, or none when it is nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

/// The keys held with a shortcut's key. A terminal has Ctrl; Command, Option and Shift have no
/// key codes of their own there, so a shortcut with them answers the key alone.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int

    /// Modifiers from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Command: no such key on a terminal; the key alone.
    public static let command = EventModifiers(rawValue: 1)
    /// Control: Ctrl with a letter.
    public static let control = EventModifiers(rawValue: 2)
    /// Option: no such key on a terminal; the key alone.
    public static let option = EventModifiers(rawValue: 4)
    /// Shift: the key alone (its character is already shifted).
    public static let shift = EventModifiers(rawValue: 8)
}

/// A key that presses a button from anywhere.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The terminal key it answers.
    public let key: Key

    /// The shortcut for `key` with `modifiers`: Ctrl with a letter for `.control`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        if modifiers.contains(.control), case .character(let letter) = key.key, letter.isLetter {
            self.key = .control(Character(letter.lowercased()))
        } else {
            self.key = key.key
        }
    }
}

extension KeyboardShortcut {
    /// Return, as SwiftUI's default button (a sheet's Save): it answers Return when the
    /// focused view does not use it (a focused button presses itself; a text field with an
    /// `onSubmit` action submits).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])

    /// Escape, as SwiftUI's cancel button: it answers Escape before a sheet is dismissed, so
    /// the button's own action runs. On a pushed page Escape still goes back first (a sheet's
    /// Cancel in the toolbar closes the sheet only from its first page).
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// How a shortcut follows the keyboard's layout, as SwiftUI's: a terminal has one.
    public enum Localization: Hashable, Sendable {
        /// SwiftUI's default.
        case automatic
        /// The key as written, without mirroring in right-to-left layouts.
        case withoutMirroring
        /// The key as written.
        case custom
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut buttons here answer, if any.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

/// Where a button's body registers its shortcut.
@MainActor
enum KeyboardShortcutRegistry {
    /// Registers `action` for `shortcut` (nil: none) for the view whose body is running.
    static func register(_ shortcut: KeyboardShortcut?, action: @escaping () -> Void) {
        guard let node = EvaluationContext.current else { return }
        node.host.shortcuts.register(shortcut, for: node, action: action)
    }
}
