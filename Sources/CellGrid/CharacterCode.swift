import SanitizedMutex
import Synchronization

/// A cell's character as one number, with its width in cells: a cell is then plain data,
/// copied, compared and filled without reference counting. A frame compares and copies every
/// cell it writes, and a `Character` (a string) made each of those a call into the runtime.
///
/// A character of one Unicode scalar is that scalar; a cluster of several (an emoji
/// sequence, a letter with combining marks) is its place in a table of the clusters met so
/// far, which only grows (a program meets few).
@usableFromInline
struct CharacterCode: Hashable, Sendable {
    /// Bits 0-20: the scalar, or the cluster's index; bits 24-25: the width in cells;
    /// bit 31: set for a cluster.
    @usableFromInline let bits: UInt32

    private static let clusterFlag: UInt32 = 1 << 31
    fileprivate static let valueMask: UInt32 = 0x1F_FFFF

    private init(value: UInt32, width: Int, isCluster: Bool) {
        bits = value | UInt32(width) << 24 | (isCluster ? Self.clusterFlag : 0)
    }

    /// The space, the blank cell's character.
    static let space = CharacterCode(ascii: 0x20)

    /// An ASCII character by its byte.
    init(ascii byte: UInt8) {
        self.init(value: UInt32(byte), width: byte < 0x20 || byte == 0x7F ? 0 : 1, isCluster: false)
    }

    /// `character`, whose width is `width` cells (``DisplayWidth/of(_:)-(Character)``).
    init(_ character: Character, width: Int) {
        let scalars = character.unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex, let scalar = scalars.first {
            self.init(value: scalar.value, width: width, isCluster: false)
        } else {
            if let index = Self.withClusters({ $0.index(of: character) }) {
                self.init(value: index, width: width, isCluster: true)
            } else {
                // Two million clusters met: the next ones show as the replacement character.
                self.init(value: 0xFFFD, width: width, isCluster: false)
            }
        }
    }

    /// A character of the one scalar `scalar`, `width` cells wide.
    init(scalar: Unicode.Scalar, width: Int) {
        self.init(value: scalar.value, width: width, isCluster: false)
    }

    /// `character`, its width measured.
    init(_ character: Character) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            self.init(ascii: byte)
        } else {
            self.init(character, width: DisplayWidth.of(character))
        }
    }

    /// The character's width in cells.
    var width: Int { Int(bits >> 24 & 3) }

    /// The character's one scalar, nil for a cluster of several.
    var scalar: Unicode.Scalar? {
        bits & Self.clusterFlag == 0 ? Unicode.Scalar(bits & Self.valueMask) : nil
    }

    /// The character.
    var character: Character {
        if let scalar { return Character(scalar) }
        let index = Int(bits & Self.valueMask)
        return Self.withClusters { $0.characters[index] }
    }

    /// The clusters of several scalars met so far, by their scalars (not by canonical
    /// equivalence: two spellings of one cluster are drawn as they were written).
    private struct Clusters {
        var characters: [Character] = []
        var indices: [[UInt32]: UInt32] = [:]

        mutating func index(of character: Character) -> UInt32? {
            let key = character.unicodeScalars.map(\.value)
            if let index = indices[key] { return index }
            guard characters.count <= CharacterCode.valueMask else { return nil }
            let index = UInt32(characters.count)
            characters.append(character)
            indices[key] = index
            return index
        }
    }

    private static let clusters = Mutex(Clusters())

    /// `body` on the table under its lock.
    private static func withClusters<Result>(_ body: (inout Clusters) -> Result) -> Result {
        clusters.withSanitizedLock { table in body(&table) }
    }
}
