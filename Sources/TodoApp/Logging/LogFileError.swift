/// Why a log file could not be opened.
public struct LogFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String {
        "cannot open log file \(path): \(reason)"
    }
}
