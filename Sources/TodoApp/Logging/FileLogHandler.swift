import Logging

/// A swift-log handler that writes each message as one line of a ``LogFile``.
public struct FileLogHandler: LogHandler {
    private let file: LogFile
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    public var metadataProvider: Logger.MetadataProvider?

    public init(file: LogFile) {
        self.file = file
    }

    public func log(event: LogEvent) {
        file.append(event.message.description)
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}
