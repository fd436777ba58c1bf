/// One line of the help: keys and what they do.
public struct HelpLine: Sendable {
    /// The keys, as the help shows them: `j ↓`.
    public let keys: String
    /// What they do.
    public let action: String
}
