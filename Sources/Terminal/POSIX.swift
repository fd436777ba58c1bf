#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every call Terminal makes into the C library (ncurses aside), in one place, behind one
/// import: terminals and the environment, the wake pipe's descriptors, and the wait on them.
enum POSIX {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Takes the character set from the environment (LANG, LC_*), as ncurses needs for
    /// wide characters.
    static func useEnvironmentLocale() {
        setlocale(LC_ALL, "")
    }

    /// Standard output and input as new streams for ncurses, over copies of their
    /// descriptors, so closing them leaves the process's own.
    static func terminalStreams() -> (output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>)? {
        guard let output = fdopen(dup(1), "w"), let input = fdopen(dup(0), "r") else { return nil }
        return (output, input)
    }

    /// The hang-up signal's number.
    static var hangup: Int32 { SIGHUP }

    /// A pipe whose ends do not block and are closed on exec.
    static func nonBlockingPipe() -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0, "cannot create a pipe")
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }

    /// Writes one byte; safe in a signal handler's thread and from any other.
    static func writeByte(_ byte: UInt8, to descriptor: Int32) {
        var byte = byte
        _ = write(descriptor, &byte, 1)
    }

    /// Reads what is there, up to `buffer`'s size; 0 or less when nothing is.
    static func readAvailable(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// What `poll` found for one descriptor.
    struct Readiness {
        /// It can be read, or it hung up or failed.
        var isReady = false
        /// It hung up or failed: nothing more will come from it.
        var hasEnded = false
    }

    /// Waits up to `milliseconds` (-1: forever) until one of `descriptors` can be read (or
    /// hung up); returns what each one is, nil when the time ran out.
    static func wait(on descriptors: [Int32], milliseconds: Int32) -> [Readiness]? {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return nil }
        return polled.map {
            Readiness(isReady: $0.revents != 0, hasEnded: $0.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0)
        }
    }
}
