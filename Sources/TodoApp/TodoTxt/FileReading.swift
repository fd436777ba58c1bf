import SystemPackage

/// Reading a todo.txt file: its text, or only its digest, from a descriptor checked to be a
/// regular file. ``TodoFile`` opens, reloads and compares through it.
enum FileReading {
    /// Opens `file` for reading. Non-blocking: opening a FIFO must not wait for a writer.
    /// Checked on the descriptor, so the file cannot be swapped between the check and the read.
    private static func open(_ file: String, shownAs path: String) throws(TodoFileError) -> (
        FileDescriptor, POSIX.FileStatus
    ) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                file, .readOnly, options: [.closeOnExec, .nonBlocking, POSIX.noControllingTerminal])
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        do throws(TodoFileError) {
            guard let status = POSIX.status(of: descriptor) else { throw .unreadable(path: path, reason: "no status") }
            try checkRegular(status, path: path)
            return (descriptor, status)
        } catch {
            try? descriptor.close()
            throw error
        }
    }

    /// Reads `descriptor` into `buffer` until the buffer is full or the file ends; returns
    /// how many bytes it read.
    private static func read(
        _ descriptor: FileDescriptor, into buffer: UnsafeMutableBufferPointer<UInt8>,
        shownAs path: String
    ) throws(TodoFileError) -> Int {
        var count = 0
        while count < buffer.count {
            let read: Int
            do {
                read = try descriptor.read(
                    into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
            } catch Errno.isDirectory {
                throw .isDirectory(path: path)
            } catch {
                throw .unreadable(path: path, reason: "\(error)")
            }
            if read == 0 { break }
            count += read
        }
        return count
    }

    /// The file's text, read straight into the string's storage and validated there: a large
    /// file costs its size once, not twice while it becomes a string.
    static func text(of file: String, shownAs path: String) throws(TodoFileError) -> String {
        let (descriptor, status) = try open(file, shownAs: path)
        defer { try? descriptor.close() }
        guard status.size < Int64(UInt32.max) else { throw .tooLarge(path: path) }
        // One byte more than its size, to see it end.
        var result: Result<Int, TodoFileError> = .success(0)
        let text = String(unsafeUninitializedCapacity: Int(status.size) + 1) { buffer in
            result = Result { () throws(TodoFileError) in try read(descriptor, into: buffer, shownAs: path) }
            guard case .success(let count) = result, count < buffer.count else { return 0 }
            guard isValidUTF8(UnsafeBufferPointer(rebasing: buffer[..<count])) else {
                result = .failure(.invalidUTF8(path: path))
                return 0
            }
            return count
        }
        let count = try result.get()
        if count < Int(status.size) + 1 { return text }
        // It grew while read (the string above was left empty): all of it again, the slow way.
        do {
            _ = try descriptor.seek(offset: 0, from: .start)
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        let bytes = try readRest(descriptor, shownAs: path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(path: path) }
        return text
    }

    /// What is left to read of `descriptor`.
    private static func readRest(_ descriptor: FileDescriptor, shownAs path: String) throws(TodoFileError) -> [UInt8] {
        var rest: [UInt8] = []
        try forEachPart(of: descriptor, shownAs: path) { rest += $0 }
        return rest
    }

    /// The digest of the file's bytes, read a part at a time.
    static func digest(of file: String, shownAs path: String) throws(TodoFileError) -> ContentDigest {
        let (descriptor, _) = try open(file, shownAs: path)
        defer { try? descriptor.close() }
        var digest = ContentDigest.Builder()
        try forEachPart(of: descriptor, shownAs: path) { digest.add(UnsafeRawBufferPointer($0)) }
        return digest.digest
    }

    /// Calls `body` with what is left of `descriptor`, 64 KB at a time.
    private static func forEachPart(
        of descriptor: FileDescriptor, shownAs path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(TodoFileError) {
        var part = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try part.withUnsafeMutableBufferPointer { (buffer) throws(TodoFileError) in
                try read(descriptor, into: buffer, shownAs: path)
            }
            part.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
            if count < part.count { return }
        }
    }

    /// Whether `bytes` are UTF-8, checked a part at a time by the standard library, each part
    /// cut before a character's first byte. (Four continuation bytes in a row are invalid
    /// wherever the cut falls.)
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = min(start + 1 << 16, bytes.count)
            var back = 0
            while end < bytes.count, back < 3, bytes[end] & 0xC0 == 0x80 {
                end -= 1
                back += 1
            }
            guard String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil else {
                return false
            }
            start = end
        }
        return true
    }

    /// Throws unless `status` describes a regular file: a todo.txt file is never a directory,
    /// a FIFO, a socket or a device.
    static func checkRegular(_ status: POSIX.FileStatus, path: String) throws(TodoFileError) {
        switch status.kind {
        case .regular: return
        case .directory: throw .isDirectory(path: path)
        case .fifo: throw .notRegularFile(path: path, kind: "a FIFO")
        case .socket: throw .notRegularFile(path: path, kind: "a socket")
        case .device: throw .notRegularFile(path: path, kind: "a device")
        case .other: throw .notRegularFile(path: path, kind: "a special file")
        }
    }
}
