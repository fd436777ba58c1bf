import SystemPackage

/// Standard error as a text stream for `print(_:to:)`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        _ = try? FileDescriptor.standardError.writeAll(string.utf8)
    }
}
