import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for appending lines, each flushed at once so `tail -f` sees it.
public final class LogFile: Sendable {
    private let file: Mutex<UnsafeMutablePointer<FILE>?>

    /// Opens (creating if needed) `path` for appending; throws a readable reason.
    public init(path: String) throws(LogFileError) {
        guard let opened = fopen(path, "a") else {
            throw LogFileError(path: path, reason: String(cString: strerror(errno)))
        }
        file = Mutex(opened)
    }

    deinit {
        file.withLock { if let file = $0 { fclose(file) } }
    }

    func append(_ line: String) {
        file.withLock { file in
            guard let file else { return }
            fputs(line + "\n", file)
            fflush(file)
        }
    }
}
