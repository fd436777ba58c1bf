#if canImport(Glibc)
    import Glibc
#endif

/// Standard error as a text stream for `print(_:to:)`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = Glibc.write(2, &bytes, bytes.count)
    }
}
