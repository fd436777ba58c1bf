/// A terminal color: the terminal's default, or one of the 8 ANSI colors, normal or bright.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
        brightWhite
}
