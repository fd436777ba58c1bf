/// Why a log file could not be opened.
public struct LogFileError: Error, CustomStringConvertible {
    /// The log file's path.
    public let path: String
    /// Why it cannot be written.
    public let reason: String

    /// The message for the user.
    public var description: String {
        "cannot open log file \(path): \(reason)"
    }
}
