/// What a file's bytes come to: their count and a 64-bit hash, to tell whether the file still
/// holds what was read or written without keeping a copy.
///
/// The hash takes 16 bytes per step, each pair of words multiplied into 128 bits and folded
/// (as wyhash does): a million-line file is hashed in a few milliseconds where the standard
/// library's SipHash took most of its save's CPU. It only has to tell a file changed by
/// another program from the one written: two different contents of the same size meet
/// the same hash by chance once in 2^64.
struct ContentDigest: Equatable {
    let size: Int
    let hash: UInt64

    init(of text: String) {
        var builder = Builder()
        var text = text
        text.withUTF8 { builder.add(UnsafeRawBufferPointer($0)) }
        self = builder.digest
    }

    private init(size: Int, hash: UInt64) {
        self.size = size
        self.hash = hash
    }

    /// Takes the bytes a part at a time; the parts' boundaries do not change the digest.
    struct Builder {
        private var size = 0
        private var state: UInt64 = 0x243F_6A88_85A3_08D3
        /// The bytes of a block a part ended inside of, waiting for the next part.
        private var carried: [UInt8] = []

        private static let keys: (UInt64, UInt64) = (0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB)

        mutating func add(_ part: UnsafeRawBufferPointer) {
            size += part.count
            var offset = 0
            if !carried.isEmpty {
                let taken = min(16 - carried.count, part.count)
                carried += part[0..<taken]
                offset = taken
                guard carried.count == 16 else { return }
                carried.withUnsafeBytes { self.state = Self.mix($0, at: 0, into: self.state) }
                carried.removeAll(keepingCapacity: true)
            }
            // The state in a local: stored back once, not at every block.
            var state = self.state
            while offset + 16 <= part.count {
                state = Self.mix(part, at: offset, into: state)
                offset += 16
            }
            self.state = state
            carried += part[offset...]
        }

        /// The block of 16 bytes at `offset` mixed into `state`.
        @inline(__always)
        private static func mix(_ bytes: UnsafeRawBufferPointer, at offset: Int, into state: UInt64) -> UInt64 {
            let low = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let high = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            return fold(low ^ keys.0, high ^ state)
        }

        /// The two words multiplied into 128 bits, the halves combined.
        private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let product = a.multipliedFullWidth(by: b)
            return product.high ^ product.low
        }

        var digest: ContentDigest {
            // The last bytes, zero-padded, and the size, so that trailing zero bytes count.
            let last = carried + [UInt8](repeating: 0, count: 16 - carried.count)
            var state = self.state
            last.withUnsafeBytes { state = Self.mix($0, at: 0, into: state) }
            let hash = Self.fold(state ^ Self.keys.1, UInt64(size) ^ Self.keys.0)
            return ContentDigest(size: size, hash: hash)
        }
    }
}
