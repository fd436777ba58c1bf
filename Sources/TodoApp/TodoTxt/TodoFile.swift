import SystemPackage

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
    private var lock: FileDescriptor?
    private var identity: FileIdentity?
    private var knownContents: String

    /// Opens `path`, creating an empty file if there is none. Throws before anything is
    /// written when it is a directory, unreadable, not UTF-8, or open in another todo-tui.
    public init(path: String) throws(TodoFileError) {
        self.path = path
        if let status = POSIX.status(of: path) {
            try Self.checkRegular(status, path: path)
        } else if POSIX.status(of: path, followingLinks: false) == nil {
            // Exclusive: never through a link planted meanwhile, never over a file made meanwhile.
            do {
                try FileDescriptor.open(
                    path, .writeOnly, options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                    permissions: [.ownerReadWrite, .groupRead, .otherRead]
                ).close()
            } catch {
                throw .unreadable(path: path, reason: "\(error)")
            }
        }
        // Through a symlink the file it points to is read, locked and replaced: renaming over
        // the link itself would cut it off from the real file.
        target = POSIX.realPath(path) ?? path
        let folder = Self.folder(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        lockPath = folder + "/." + name + ".todo-tui-lock"
        knownContents = try Self.read(target, shownAs: path)
        isReadOnly = !POSIX.isWritable(target) || !POSIX.isWritable(folder)
        identity = FileIdentity(path: target)
        if !isReadOnly {
            try takeLock()
            removeAbandonedTemporaryFiles(in: folder)
        }
    }

    /// Deletes temporary files a killed todo-tui left mid-save; holding the lock, no other
    /// todo-tui can be writing one now. Only regular files of this user with the temporary
    /// files' pattern go: never a link or someone else's file planted under that name.
    private func removeAbandonedTemporaryFiles(in folder: String) {
        let prefix = String(lockPath.split(separator: "/").last ?? "") + "."
        for name in POSIX.names(inFolder: folder) where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let file = folder + "/" + name
            if let status = POSIX.status(of: file, followingLinks: false), status.kind == .regular,
                status.owner == POSIX.user
            {
                POSIX.remove(file)
            }
        }
    }

    deinit {
        unlock()
    }

    /// Lets another todo-tui open the file; done when the file is released, or by a process
    /// that exits without releasing it.
    public func unlock() {
        guard let lock else { return }
        POSIX.remove(lockPath)
        try? lock.close()
        self.lock = nil
    }

    /// The last part of the path, for short messages.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// What the file held when it was read or last saved.
    public var contents: String { knownContents }

    private func takeLock() throws(TodoFileError) {
        // Never through a link: another user could point it at a file of ours.
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                lockPath, .readWrite, options: [.create, .noFollow, .closeOnExec], permissions: .ownerReadWrite)
        } catch {
            throw .unreadable(path: lockPath, reason: "\(error)")
        }
        guard POSIX.status(of: descriptor)?.kind == .regular else {
            try? descriptor.close()
            throw .unreadable(path: lockPath, reason: "not a regular file")
        }
        guard POSIX.lockExclusively(descriptor) else {
            try? descriptor.close()
            throw .locked(path: path)
        }
        lock = descriptor
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
        // The file must still be a regular file: a rename over a device or a FIFO would
        // replace it with a file.
        let status = POSIX.status(of: target, followingLinks: false)
        if let status { try Self.checkRegular(status, path: path) }
        if !overwritingChanges && changedOnDisk() { throw .changedOnDisk(path: path) }
        // A new file with an unpredictable name, created exclusively: nothing planted in the
        // folder can redirect the write.
        var temporary = ""
        do {
            let (descriptor, created) = try POSIX.makeTemporaryFile(prefix: lockPath + ".", suffix: ".tmp")
            temporary = created
            POSIX.setPermissions(descriptor, status.map { $0.permissions == 0 ? 0o644 : $0.permissions } ?? 0o644)
            try descriptor.closeAfter {
                var text = newContents
                try text.withUTF8 { _ = try descriptor.writeAll(UnsafeRawBufferPointer($0)) }
                try POSIX.sync(descriptor)
            }
            try POSIX.move(temporary, to: target)
        } catch {
            if !temporary.isEmpty { POSIX.remove(temporary) }
            throw .writeFailed(path: path, reason: "\(error)")
        }
        // The rename itself is durable once the folder is synced.
        POSIX.syncFolder(Self.folder(of: target))
        knownContents = newContents
        identity = FileIdentity(path: target)
    }

    private static func read(_ file: String, shownAs path: String) throws(TodoFileError) -> String {
        // Non-blocking: opening a FIFO must not wait for a writer. Checked on the descriptor,
        // so the file cannot be swapped between the check and the read.
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                file, .readOnly, options: [.closeOnExec, .nonBlocking, POSIX.noControllingTerminal])
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        defer { try? descriptor.close() }
        guard let status = POSIX.status(of: descriptor) else { throw .unreadable(path: path, reason: "no status") }
        try checkRegular(status, path: path)
        // Read into room for the whole file (one byte more to see it end): no copies while
        // it grows, so a large file costs its size twice only while it becomes a string.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let read: Int
            do {
                read = try bytes.withUnsafeMutableBytes { buffer in
                    try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
                }
            } catch Errno.isDirectory {
                throw .isDirectory(path: path)
            } catch {
                throw .unreadable(path: path, reason: "\(error)")
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8(path: path) }
        return text
    }

    /// Throws unless `status` describes a regular file: a todo.txt file is never a directory,
    /// a FIFO, a socket or a device.
    private static func checkRegular(_ status: POSIX.FileStatus, path: String) throws(TodoFileError) {
        switch status.kind {
        case .regular: return
        case .directory: throw .isDirectory(path: path)
        case .fifo: throw .notRegularFile(path: path, kind: "a FIFO")
        case .socket: throw .notRegularFile(path: path, kind: "a socket")
        case .device: throw .notRegularFile(path: path, kind: "a device")
        case .other: throw .notRegularFile(path: path, kind: "a special file")
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
