/// The terminfo entry to open for 24-bit color. Terminals say they have it in COLORTERM
/// (`truecolor` or `24bit`) while TERM names an entry of 256 colors, and ncurses takes colors
/// from terminfo only: so where COLORTERM says so, the terminal is opened as its family's
/// `-direct` entry (`xterm-256color` as `xterm-direct`), when that entry is installed (Debian's
/// `ncurses-term`); otherwise as TERM says.
enum DirectColorType {
    /// The entry to try first, or nil to open TERM's.
    static func candidate(term: String, colorTerm: String?) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()) else { return nil }
        guard !term.hasSuffix("-direct"), let family = term.split(separator: "-").first, !family.isEmpty else {
            return nil
        }
        return "\(family)-direct"
    }
}
