/// UIKit's colour names, for SwiftUI code that writes `Color(.systemGray6)`: on Apple
/// platforms that is `Color(_:)` with a `UIColor`; here `Color(_:)` takes a terminal colour, so
/// the names are terminal colours, each the nearest the terminal has.
///
/// The names SwiftUI's `Color` shares are its colours (`systemOrange` is ``Color/orange``, the
/// terminal's yellow). UIKit's greys are the terminal's: `darkGray` to `systemGray3` its grey
/// (bright black), `lightGray` its white, which themes draw light grey. What UIKit draws as, or
/// just off, the background in both its light and dark appearance (the backgrounds,
/// `systemGray4` to `systemGray6`) is the terminal's own colour, `default`: the terminal's
/// background behind text, its text colour as text, so text on it stays readable whatever the
/// theme. The labels are the text colour and its dim grey, as ``Color/primary`` and
/// ``Color/secondary``.
///
/// There is no `clear` here: a terminal colour cannot be see-through, so `Color(.clear)` is
/// ``Color/clear`` itself, through `Color(_:)` of a colour.
extension TerminalColor {
    /// UIKit's `darkGray`: the terminal's grey, bright black.
    public static var darkGray: TerminalColor { gray }
    /// UIKit's `gray`: the terminal's grey, as ``Color/gray``.
    public static var gray: TerminalColor { Color.gray.terminalColor }
    /// UIKit's `lightGray`: the terminal's white, which themes draw light grey.
    public static var lightGray: TerminalColor { .white }
    /// UIKit's `orange`: as ``Color/orange``, the terminal's yellow.
    public static var orange: TerminalColor { Color.orange.terminalColor }
    /// UIKit's `purple`: as ``Color/purple``, the terminal's magenta.
    public static var purple: TerminalColor { Color.purple.terminalColor }
    /// UIKit's `brown`: as ``Color/brown``, the terminal's yellow.
    public static var brown: TerminalColor { Color.brown.terminalColor }

    /// UIKit's `systemRed`: as ``Color/red``.
    public static var systemRed: TerminalColor { Color.red.terminalColor }
    /// UIKit's `systemOrange`: as ``Color/orange``, the terminal's yellow.
    public static var systemOrange: TerminalColor { Color.orange.terminalColor }
    /// UIKit's `systemYellow`: as ``Color/yellow``.
    public static var systemYellow: TerminalColor { Color.yellow.terminalColor }
    /// UIKit's `systemGreen`: as ``Color/green``.
    public static var systemGreen: TerminalColor { Color.green.terminalColor }
    /// UIKit's `systemMint`: as ``Color/mint``, the terminal's bright green.
    public static var systemMint: TerminalColor { Color.mint.terminalColor }
    /// UIKit's `systemTeal`: as ``Color/teal``, the terminal's cyan.
    public static var systemTeal: TerminalColor { Color.teal.terminalColor }
    /// UIKit's `systemCyan`: as ``Color/cyan``.
    public static var systemCyan: TerminalColor { Color.cyan.terminalColor }
    /// UIKit's `systemBlue`: as ``Color/blue``.
    public static var systemBlue: TerminalColor { Color.blue.terminalColor }
    /// UIKit's `systemIndigo`: as ``Color/indigo``, the terminal's bright blue.
    public static var systemIndigo: TerminalColor { Color.indigo.terminalColor }
    /// UIKit's `systemPurple`: as ``Color/purple``, the terminal's magenta.
    public static var systemPurple: TerminalColor { Color.purple.terminalColor }
    /// UIKit's `systemPink`: as ``Color/pink``, the terminal's bright magenta.
    public static var systemPink: TerminalColor { Color.pink.terminalColor }
    /// UIKit's `systemBrown`: as ``Color/brown``, the terminal's yellow.
    public static var systemBrown: TerminalColor { Color.brown.terminalColor }

    /// UIKit's `systemGray`: the terminal's grey, as ``Color/gray``.
    public static var systemGray: TerminalColor { gray }
    /// UIKit's `systemGray2`: the terminal's grey.
    public static var systemGray2: TerminalColor { gray }
    /// UIKit's `systemGray3`: the terminal's grey.
    public static var systemGray3: TerminalColor { gray }
    /// UIKit's `systemGray4`, a grey near the background in both appearances: the terminal's
    /// own colour.
    public static var systemGray4: TerminalColor { .default }
    /// UIKit's `systemGray5`, a grey near the background in both appearances: the terminal's
    /// own colour.
    public static var systemGray5: TerminalColor { .default }
    /// UIKit's `systemGray6`, a grey just off the background in both appearances (the
    /// `secondarySystemBackground` of the light one): the terminal's own colour.
    public static var systemGray6: TerminalColor { .default }

    /// UIKit's `label`: the terminal's text colour, as ``Color/primary``.
    public static var label: TerminalColor { Color.primary.terminalColor }
    /// UIKit's `secondaryLabel`: dim grey, as ``Color/secondary``.
    public static var secondaryLabel: TerminalColor { Color.secondary.terminalColor }
    /// UIKit's `tertiaryLabel`: dim grey, as ``Color/secondary``.
    public static var tertiaryLabel: TerminalColor { Color.secondary.terminalColor }
    /// UIKit's `quaternaryLabel`: dim grey, as ``Color/secondary``.
    public static var quaternaryLabel: TerminalColor { Color.secondary.terminalColor }
    /// UIKit's `placeholderText`: dim grey, as a text field's placeholder is drawn.
    public static var placeholderText: TerminalColor { Color.secondary.terminalColor }
    /// UIKit's `link`: blue, as a ``Link`` is drawn.
    public static var link: TerminalColor { Color.blue.terminalColor }
    /// UIKit's `tintColor`: the accent colour, ``Color/accentColor`` (not the tint set
    /// around the view, which a colour value cannot follow).
    public static var tintColor: TerminalColor { Color.accentColor.terminalColor }
    /// UIKit's `separator`, a grey line: the terminal's grey.
    public static var separator: TerminalColor { gray }
    /// UIKit's `opaqueSeparator`, a grey line: the terminal's grey.
    public static var opaqueSeparator: TerminalColor { gray }

    /// UIKit's `systemBackground`: the terminal's own background (its text colour as text).
    public static var systemBackground: TerminalColor { .default }
    /// UIKit's `secondarySystemBackground`: the terminal's own background.
    public static var secondarySystemBackground: TerminalColor { .default }
    /// UIKit's `tertiarySystemBackground`: the terminal's own background.
    public static var tertiarySystemBackground: TerminalColor { .default }
    /// UIKit's `systemGroupedBackground`: the terminal's own background.
    public static var systemGroupedBackground: TerminalColor { .default }
    /// UIKit's `secondarySystemGroupedBackground`: the terminal's own background.
    public static var secondarySystemGroupedBackground: TerminalColor { .default }
    /// UIKit's `tertiarySystemGroupedBackground`: the terminal's own background.
    public static var tertiarySystemGroupedBackground: TerminalColor { .default }
}

extension Color {
    /// The colour `color`, for SwiftUI code's `Color(.clear)`: there `.clear` is UIKit's or
    /// AppKit's see-through colour, which no terminal colour is, so here it is ``clear``.
    /// Disfavoured: where a terminal colour has the name (`Color(.red)`), that one is taken,
    /// the same colour.
    @_disfavoredOverload
    public init(_ color: Color) {
        self = color
    }

    /// The colour of UIKit's name, as SwiftUI's `Color(uiColor:)`: `Color(uiColor:
    /// .systemGray6)` takes the names `Color(_:)` takes (see `TerminalColor`), drawn as the
    /// nearest terminal colour; `.clear` aside, which is ``clear``. There is no `UIColor` type
    /// here: a `UIColor` value made elsewhere does not compile.
    public init(uiColor: TerminalColor) {
        self.init(uiColor)
    }

    /// The colour of AppKit's name, as SwiftUI's `Color(nsColor:)`: UIKit's names that AppKit
    /// shares (`.systemRed`, `.darkGray`, `.systemGray`) as in `Color(_:)`. There is no
    /// `NSColor` type here: an `NSColor` value made elsewhere does not compile.
    public init(nsColor: TerminalColor) {
        self.init(nsColor)
    }
}
