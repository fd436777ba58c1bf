/// One line of the help: keys and what they do.
public struct HelpLine: Sendable {
    public let keys: String
    public let action: String
}
