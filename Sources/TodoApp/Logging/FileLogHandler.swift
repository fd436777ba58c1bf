import Logging

/// A swift-log handler that writes each message as one line of a ``LogFile``.
public struct FileLogHandler: LogHandler {
    private let file: LogFile
    /// Metadata added to every message.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level written.
    public var logLevel: Logger.Level = .info
    /// Metadata computed for each message.
    public var metadataProvider: Logger.MetadataProvider?

    /// A handler writing to `file`.
    public init(file: LogFile) {
        self.file = file
    }

    /// Writes the event's message as one line.
    public func log(event: LogEvent) {
        file.append(event.message.description)
    }

    /// The handler's metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
