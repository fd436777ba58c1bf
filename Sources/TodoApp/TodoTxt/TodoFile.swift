#if canImport(Glibc)
    import Glibc
#endif

/// A todo.txt file on disk, held for one todo-tui: locked against a second one, read as
/// UTF-8, saved atomically, and never written over when another program changed it.
public final class TodoFile {
    /// The path as the user gave it, for messages.
    public let path: String
    /// The file really read and written: `path` with symlinks resolved.
    private let target: String
    /// True when the file or its folder cannot be written: changes are refused.
    public let isReadOnly: Bool
    private let lockPath: String
    private var lockDescriptor: Int32 = -1
    private var identity: FileIdentity?
    private var knownContents: String

    /// Opens `path`, creating an empty file if there is none. Throws before anything is
    /// written when it is a directory, unreadable, not UTF-8, or open in another todo-tui.
    public init(path: String) throws(TodoFileError) {
        self.path = path
        var info = stat()
        if stat(path, &info) == 0 {
            try Self.checkRegular(info, path: path)
        } else if lstat(path, &info) != 0 {
            // O_EXCL: never through a link planted meanwhile, never over a file made meanwhile.
            let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard created >= 0 else { throw .unreadable(path: path, reason: Self.reason()) }
            close(created)
        }
        // Through a symlink the file it points to is read, locked and replaced: renaming over
        // the link itself would cut it off from the real file.
        target =
            realpath(path, nil).map { resolved in
                defer { free(resolved) }
                return String(cString: resolved)
            } ?? path
        let folder = Self.folder(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        lockPath = folder + "/." + name + ".todo-tui-lock"
        knownContents = try Self.read(target, shownAs: path)
        isReadOnly = access(target, W_OK) != 0 || access(folder, W_OK) != 0
        identity = FileIdentity(path: target)
        if !isReadOnly {
            try lock()
            removeAbandonedTemporaryFiles(in: folder)
        }
    }

    /// Deletes temporary files a killed todo-tui left mid-save; holding the lock, no other
    /// todo-tui can be writing one now. Only regular files of this user with the temporary
    /// files' pattern go: never a link or someone else's file planted under that name.
    private func removeAbandonedTemporaryFiles(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = String(lockPath.split(separator: "/").last ?? "") + "."
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { continue }
            var info = stat()
            let file = folder + "/" + name
            if lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() { unlink(file) }
        }
    }

    deinit {
        unlock()
    }

    /// Lets another todo-tui open the file; done when the file is released, or by a process
    /// that exits without releasing it.
    public func unlock() {
        guard lockDescriptor >= 0 else { return }
        unlink(lockPath)
        close(lockDescriptor)
        lockDescriptor = -1
    }

    /// The last part of the path, for short messages.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// What the file held when it was read or last saved.
    public var contents: String { knownContents }

    private func lock() throws(TodoFileError) {
        // Never through a link: another user could point it at a file of ours.
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unreadable(path: lockPath, reason: Self.reason()) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadable(path: lockPath, reason: "not a regular file")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .locked(path: path)
        }
        lockDescriptor = descriptor
    }

    /// Whether another program changed the file since it was read or saved.
    public func changedOnDisk() -> Bool {
        guard FileIdentity(path: target) != identity else { return false }
        // Touched but the same bytes (an editor saving without changes) is no change.
        guard let current = try? Self.read(target, shownAs: path), current == knownContents else { return true }
        identity = FileIdentity(path: target)
        return false
    }

    /// Reads the file again, taking its contents as the known state.
    public func reload() throws(TodoFileError) -> String {
        knownContents = try Self.read(target, shownAs: path)
        identity = FileIdentity(path: target)
        return knownContents
    }

    /// Replaces the file with `newContents` atomically: a temporary file in the same folder,
    /// written and synced, then renamed over the old one, so a crash at any moment leaves the
    /// old file or the new one, whole. Refuses when another program changed the file.
    public func save(_ newContents: String, overwritingChanges: Bool = false) throws(TodoFileError) {
        // Bytes, not String's ==, which takes two spellings of `é` for the same text.
        guard !newContents.utf8.elementsEqual(knownContents.utf8) else { return }
        if isReadOnly { throw .writeFailed(path: path, reason: "the file is read-only") }
        var info = stat()
        // The file must still be a regular file: a rename over a device or a FIFO would
        // replace it with a file.
        if lstat(target, &info) == 0 { try Self.checkRegular(info, path: path) }
        if !overwritingChanges && changedOnDisk() { throw .changedOnDisk(path: path) }
        let folder = Self.folder(of: target)
        // A new file with an unpredictable name, created exclusively (mkstemps: O_EXCL, mode
        // 0600): nothing planted in the folder can redirect the write.
        var template = Array("\(lockPath).XXXXXX.tmp".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: Self.reason()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        fchmod(descriptor, info.st_mode & 0o7777 == 0 ? 0o644 : info.st_mode & 0o7777)
        var text = newContents
        let failure = text.withUTF8 { bytes -> String? in
            var written = 0
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                guard count > 0 else { return Self.reason() }
                written += count
            }
            return nil
        }
        if let failure {
            close(descriptor)
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, target) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
        // The rename itself is durable once the folder is synced.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        knownContents = newContents
        identity = FileIdentity(path: target)
    }

    private static func read(_ file: String, shownAs path: String) throws(TodoFileError) -> String {
        // Non-blocking: opening a FIFO must not wait for a writer. Checked on the descriptor,
        // so the file cannot be swapped between the check and the read.
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: reason()) }
        try checkRegular(info, path: path)
        // Read into room for the whole file (one byte more to see it end): no copies while
        // it grows, so a large file costs its size twice only while it becomes a string.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EISDIR { throw .isDirectory(path: path) }
                throw .unreadable(path: path, reason: reason())
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(path: path) }
        return text
    }

    /// Throws unless `info` describes a regular file: a todo.txt file is never a directory,
    /// a FIFO, a socket or a device.
    private static func checkRegular(_ info: stat, path: String) throws(TodoFileError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory(path: path)
        case S_IFIFO: throw .notRegularFile(path: path, kind: "a FIFO")
        case S_IFSOCK: throw .notRegularFile(path: path, kind: "a socket")
        case S_IFCHR, S_IFBLK: throw .notRegularFile(path: path, kind: "a device")
        default: throw .notRegularFile(path: path, kind: "a special file")
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
