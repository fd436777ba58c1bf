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

/// What a file's bytes come to: their count and a 64-bit hash (SipHash, seeded for this
/// process), to tell whether the file still holds what was read or written without
/// keeping a copy.
struct ContentDigest: Equatable {
    let size: Int
    let hash: Int

    init(of text: String) {
        var builder = Builder()
        var text = text
        text.withUTF8 { builder.add(UnsafeRawBufferPointer($0)) }
        self = builder.digest
    }

    private init(size: Int, hash: Int) {
        self.size = size
        self.hash = hash
    }

    /// Takes the bytes a part at a time.
    struct Builder {
        private var size = 0
        private var hasher = Hasher()

        mutating func add(_ part: UnsafeRawBufferPointer) {
            size += part.count
            hasher.combine(bytes: part)
        }

        var digest: ContentDigest { ContentDigest(size: size, hash: hasher.finalize()) }
    }
}
