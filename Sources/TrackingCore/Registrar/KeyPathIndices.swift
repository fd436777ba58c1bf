import Synchronization

/// Property indices for key paths used by hand-written accessors (the manual pattern).
///
/// Each distinct key path of a class gets the next index after the class's macro-tracked
/// properties, once; the registrar then works with the index like any other. Only the
/// manual pattern pays for hashing the key path.
final class KeyPathIndices: Sendable {
    static let shared = KeyPathIndices()

    /// Key paths are immutable values, not declared Sendable only for generality.
    private struct Key: Hashable, @unchecked Sendable {
        let keyPath: AnyKeyPath
    }

    private struct Table {
        var indices: [Key: (index: Int, name: String)] = [:]
        var nextOffset: [ObjectIdentifier: Int] = [:]
    }

    private let table = Mutex(Table())

    func index<Subject, Member>(
        of keyPath: KeyPath<Subject, Member>, from firstIndex: Int, name: (AnyKeyPath) -> String
    ) -> (
        index: Int, name: String
    ) {
        let key = Key(keyPath: keyPath)
        return table.withSanitizedLock { table in
            if let known = table.indices[key] { return known }
            let root = ObjectIdentifier(Subject.self)
            let offset = table.nextOffset[root, default: 0]
            table.nextOffset[root] = offset + 1
            let entry = (index: firstIndex + offset, name: name(keyPath))
            table.indices[key] = entry
            return entry
        }
    }
}
