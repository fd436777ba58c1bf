import SanitizedMutex
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
            // A name that is only the key path's description (a computed property first
            // reached off the main actor) is asked again, until a real one comes.
            if let known = table.indices[key] {
                guard known.name.hasPrefix("\\") else { return known }
                let entry = (index: known.index, name: name(keyPath))
                table.indices[key] = entry
                return entry
            }
            let root = ObjectIdentifier(Subject.self)
            let offset = table.nextOffset[root, default: 0]
            table.nextOffset[root] = offset + 1
            let entry = (index: firstIndex + offset, name: name(keyPath))
            table.indices[key] = entry
            return entry
        }
    }
}

/// Mutations as a whole, and the key-path forms of reads and writes: the manual pattern, for
/// accessors over custom storage that name their property by key path, as with Observation.
extension TrackingRegistrar {
    /// Runs `mutation` as a change of the property with `index`, notifying its trackings.
    @inlinable
    public func withMutation<T>(
        of object: AnyObject, _ index: Int, _ name: String, _ mutation: () throws -> T
    ) rethrows -> T {
        let state = willSet(of: object, index, name)
        defer { didSet(of: object, state, index, name) }
        return try mutation()
    }

    /// ``withMutation(of:_:_:_:)`` whose change carries the values, when they are recorded.
    @inlinable
    public func withMutation<Value, T>(
        of object: AnyObject, _ index: Int, _ name: String, from oldValue: @autoclosure () -> Value,
        to newValue: @autoclosure () -> Value, _ mutation: () throws -> T
    ) rethrows -> T {
        let state = willSet(of: object, index, name, oldValue: oldValue())
        defer { didSet(of: object, state, index, name, newValue: newValue()) }
        return try mutation()
    }

    /// Reports a read of the property `keyPath` names, for hand-written accessors over custom
    /// storage. `firstIndex` is the number of macro-tracked properties of the class.
    /// `name` tells the property's name for change explanations; it is asked once per key path.
    public func access<Subject: AnyObject, Member>(
        keyPath: KeyPath<Subject, Member>, firstIndex: Int, name: (AnyKeyPath) -> String
    ) {
        guard TrackingScope.mayBeRecording else { return }
        let index = KeyPathIndices.shared.index(of: keyPath, from: firstIndex, name: name).index
        recordAccess(PropertyMask.bit(index))
    }

    /// Runs `mutation` as a change of the property `keyPath` names, notifying its trackings.
    public func withMutation<Subject: AnyObject, Member, T>(
        of object: Subject, keyPath: KeyPath<Subject, Member>, firstIndex: Int,
        name: (AnyKeyPath) -> String, _ mutation: () throws -> T
    ) rethrows -> T {
        let (index, name) = KeyPathIndices.shared.index(of: keyPath, from: firstIndex, name: name)
        return try withMutation(of: object, index, name, mutation)
    }
}
