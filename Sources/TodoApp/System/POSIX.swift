#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// Every call TodoApp makes into the C library, in one place, behind one import: what
/// swift-system's `FileDescriptor` does not cover (file status, locks, temporary files,
/// renames, syncs, folders, the local date). Opening, reading, writing and closing go
/// through `FileDescriptor` itself.
enum POSIX {
    /// What `stat` says about a file.
    struct FileStatus: Equatable {
        enum Kind: Equatable { case regular, directory, fifo, socket, device, other }

        let kind: Kind
        /// The permission bits.
        let permissions: UInt32
        let owner: UInt32
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int

        init(_ info: stat) {
            kind =
                switch UInt32(info.st_mode) & UInt32(S_IFMT) {
                case UInt32(S_IFREG): .regular
                case UInt32(S_IFDIR): .directory
                case UInt32(S_IFIFO): .fifo
                case UInt32(S_IFSOCK): .socket
                case UInt32(S_IFCHR), UInt32(S_IFBLK): .device
                default: .other
                }
            permissions = UInt32(info.st_mode) & 0o7777
            owner = UInt32(info.st_uid)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
                modifiedSeconds = Int(info.st_mtimespec.tv_sec)
                modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
            #else
                modifiedSeconds = Int(info.st_mtim.tv_sec)
                modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            #endif
        }
    }

    /// O_NOCTTY, which swift-system does not name: opening a terminal device never makes it
    /// this process's controlling terminal.
    static let noControllingTerminal = FileDescriptor.OpenOptions(rawValue: O_NOCTTY)

    /// The status of `path`, through a final symlink or (`followingLinks: false`) of the link.
    static func status(of path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? FileStatus(info) : nil
    }

    /// The status of an open file.
    static func status(of descriptor: FileDescriptor) -> FileStatus? {
        var info = stat()
        return fstat(descriptor.rawValue, &info) == 0 ? FileStatus(info) : nil
    }

    /// `path` with every symlink resolved, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether this process may write `path`.
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// The names in the folder at `path`.
    static func names(inFolder path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                })
        }
        return names
    }

    /// The user this process runs as.
    static var user: UInt32 { UInt32(geteuid()) }

    /// Takes `descriptor`'s exclusive lock without waiting; false when another holds it.
    static func lockExclusively(_ descriptor: FileDescriptor) -> Bool {
        flock(descriptor.rawValue, LOCK_EX | LOCK_NB) == 0
    }

    /// A new file named by `prefix`, six unpredictable characters and `suffix`, created
    /// exclusively (mode 0600, never through a link) and closed on exec.
    static func makeTemporaryFile(prefix: String, suffix: String) throws(Errno) -> (FileDescriptor, String) {
        var template = Array("\(prefix)XXXXXX\(suffix)".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (FileDescriptor(rawValue: descriptor), path)
    }

    /// Sets the permission bits of an open file.
    static func setPermissions(_ descriptor: FileDescriptor, _ permissions: UInt32) {
        _ = fchmod(descriptor.rawValue, mode_t(permissions))
    }

    /// Waits until the file's data is on the disk.
    static func sync(_ descriptor: FileDescriptor) throws(Errno) {
        guard fsync(descriptor.rawValue) == 0 else { throw Errno(rawValue: errno) }
    }

    /// Makes a rename in the folder at `path` durable, as far as the system allows.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Renames `source` to `destination` in one step, replacing it.
    static func move(_ source: String, to destination: String) throws(Errno) {
        guard rename(source, destination) == 0 else { throw Errno(rawValue: errno) }
    }

    /// Removes the name `path`; what it named lives on while open.
    static func remove(_ path: String) {
        unlink(path)
    }

    /// Today's local date: year, month, day.
    static func today() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }
}
