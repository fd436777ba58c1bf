import Synchronization
import SystemPackage

/// A file opened for appending lines, each written at once so `tail -f` sees it.
public final class LogFile: Sendable {
    private let descriptor: Mutex<FileDescriptor?>

    /// Opens (creating if needed) `path` for appending; throws a readable reason.
    public init(path: String) throws(LogFileError) {
        do {
            descriptor = Mutex(
                try FileDescriptor.open(
                    path, .writeOnly, options: [.append, .create, .closeOnExec],
                    permissions: [.ownerReadWrite, .groupRead, .otherRead]))
        } catch {
            throw LogFileError(path: path, reason: "\(error)")
        }
    }

    deinit {
        descriptor.withLock { try? $0?.close() }
    }

    func append(_ line: String) {
        descriptor.withLock { descriptor in
            // One write per line: lines from several threads never interleave.
            _ = try? descriptor?.writeAll((line + "\n").utf8)
        }
    }
}

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
