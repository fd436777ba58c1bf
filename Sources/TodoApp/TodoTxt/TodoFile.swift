import SystemPackage

/// A todo.txt file on disk, held for one todo-tui: locked against a second one, read as
/// UTF-8, saved atomically, and never written over when another program changed it.
public final class TodoFile {
    /// The path as the user gave it, for messages.
    public let path: String
    /// The file really read and written: `path` with symlinks resolved (again when the file
    /// changed elsewhere: the link may point somewhere else now).
    var target: String
    /// True when the file or its folder cannot be written: changes are refused.
    public let isReadOnly: Bool
    private let lockPath: String
    private var lock: FileDescriptor?
    // Internal, not private: a merge (TodoFile+Changes.swift) takes what it read as known.
    var identity: FileIdentity?
    /// What the file holds as this todo-tui last read or wrote it: its digest, not a copy.
    var known: ContentDigest
    /// The file's text when it was opened or last reloaded.
    public private(set) var contents: String

    /// Opens `path`, creating an empty file if there is none. Throws before anything is
    /// written when it is a directory, unreadable, not UTF-8, or open in another todo-tui.
    public init(path: String) throws(TodoFileError) {
        self.path = path
        name = path.split(separator: "/").last.map(String.init) ?? path
        if let status = POSIX.status(of: path) {
            try FileReading.checkRegular(status, path: path)
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
        contents = try FileReading.text(of: target, shownAs: path)
        known = ContentDigest(of: contents)
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

    /// The last part of the path, for short messages (and the status bar, every frame).
    public let name: String

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
        guard let current = try? FileReading.digest(of: target, shownAs: path), current == known else { return true }
        identity = FileIdentity(path: target)
        return false
    }

    /// Reads the file again, taking its contents as the known state.
    public func reload() throws(TodoFileError) -> String {
        contents = try FileReading.text(of: target, shownAs: path)
        known = ContentDigest(of: contents)
        identity = FileIdentity(path: target)
        return contents
    }

    /// Replaces the file with `newContents` atomically (see ``save(overwritingChanges:contents:)``).
    public func save(_ newContents: String, overwritingChanges: Bool = false) throws(TodoFileError) {
        try save(overwritingChanges: overwritingChanges) { (write) throws(TodoFileError) in
            var text = newContents
            try text.withUTF8 { bytes in
                Result { () throws(TodoFileError) in try write(UnsafeRawBufferPointer(bytes)) }
            }.get()
        }
    }

    /// Replaces the file with what `render` writes, part by part, atomically: a temporary
    /// file in the same folder, written and synced, then renamed over the old one, so a crash
    /// at any moment leaves the old file or the new one, whole. Nothing is written when the
    /// contents are what the file holds; refuses when another program changed the file.
    public func save(
        overwritingChanges: Bool = false,
        contents render: ((UnsafeRawBufferPointer) throws(TodoFileError) -> Void) throws(TodoFileError) -> Void
    ) throws(TodoFileError) {
        // Bytes, not String's ==, which takes two spellings of `é` for the same text. Rendered
        // again to tell only where a refusal may follow; a write digests what it writes.
        func unchanged() throws(TodoFileError) -> Bool {
            var digest = ContentDigest.Builder()
            try render { part in digest.add(part) }
            return digest.digest == known
        }
        if isReadOnly {
            if try unchanged() { return }
            throw .writeFailed(path: path, reason: "the file is read-only")
        }
        // The file must still be a regular file: a rename over a device or a FIFO would
        // replace it with a file.
        let status = POSIX.status(of: target, followingLinks: false)
        if let status, status.kind != .regular, try unchanged() { return }
        if let status { try FileReading.checkRegular(status, path: path) }
        if !overwritingChanges && changedOnDisk() {
            if try unchanged() { return }
            throw .changedOnDisk(path: path)
        }
        // A new file with an unpredictable name, created exclusively: nothing planted in the
        // folder can redirect the write.
        var temporary = ""
        var written = ContentDigest.Builder()
        do {
            let (descriptor, created) = try POSIX.makeTemporaryFile(prefix: lockPath + ".", suffix: ".tmp")
            temporary = created
            POSIX.setPermissions(descriptor, status.map { $0.permissions == 0 ? 0o644 : $0.permissions } ?? 0o644)
            try descriptor.closeAfter {
                try render { (part) throws(TodoFileError) in
                    written.add(part)
                    do { _ = try descriptor.writeAll(part) } catch {
                        throw .writeFailed(path: path, reason: "\(error)")
                    }
                }
                if written.digest != known { try POSIX.sync(descriptor) }
            }
            if written.digest == known {
                POSIX.remove(temporary)
                return
            }
            try POSIX.move(temporary, to: target)
        } catch {
            if !temporary.isEmpty { POSIX.remove(temporary) }
            if let error = error as? TodoFileError { throw error }
            throw .writeFailed(path: path, reason: "\(error)")
        }
        // The rename itself is durable once the folder is synced.
        POSIX.syncFolder(Self.folder(of: target))
        known = written.digest
        identity = FileIdentity(path: target)
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
