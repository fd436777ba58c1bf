/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal(stream: String)
    /// TERM is unset, `dumb`, or unknown to the terminfo database.
    case unusableTerminal(term: String?)

    /// The message for the user.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run the program in a terminal"
        case .unusableTerminal(let term?):
            "the terminal type TERM=\(term) cannot be used (unknown to terminfo, or without cursor movement); try TERM=xterm-256color"
        case .unusableTerminal(nil):
            "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        }
    }
}
