/// What tells whether a file changed: its inode, size and modification time.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init?(path: String) {
        guard let status = POSIX.status(of: path) else { return nil }
        device = status.device
        inode = status.inode
        size = status.size
        modifiedSeconds = status.modifiedSeconds
        modifiedNanoseconds = status.modifiedNanoseconds
    }
}
