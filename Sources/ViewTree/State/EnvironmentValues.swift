import SanitizedMutex
import Synchronization

/// Values passed down the view tree: set with `.environment(...)` on a view, read with
/// `@Environment` in the body of any view inside it.
public struct EnvironmentValues {
    private var entries: [ObjectIdentifier: EnvironmentEntry] = [:]

    /// An environment with no values set: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when no view set one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            EvaluationContext.recordEnvironmentRead(id, of: key)
            return (entries[id] as? EnvironmentEntry.Of<Key.Value>)?.value ?? Key.defaultValue
        }
        set {
            entries[ObjectIdentifier(key)] = EnvironmentEntry.Of(newValue)
        }
    }

    /// The value for `key` without recording a read: for the framework's own plumbing.
    func entry<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
        (entries[ObjectIdentifier(key)] as? EnvironmentEntry.Of<Key.Value>)?.value ?? Key.defaultValue
    }

    /// The object of type `type` that a view put in the environment, if any.
    public func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        let id = ObjectIdentifier(type)
        EvaluationContext.recordEnvironmentRead(id, of: type)
        return (entries[id] as? EnvironmentEntry.Of<Object>)?.value
    }

    /// Puts `object` in the environment under its type (nil removes it).
    public mutating func setObject<Object: AnyObject>(_ object: Object?, as type: Object.Type = Object.self) {
        let id = ObjectIdentifier(type)
        entries[id] = object.map { EnvironmentEntry.Of($0) }
    }

    /// Whether both hold the same values under the same keys.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        // An environment handed down unchanged shares its storage: nothing was set anew, known
        // without comparing each value through its Equatable conformance.
        if ValueEquality.sameBytes(entries, other.entries) { return true }
        return entries.count == other.entries.count
            && entries.allSatisfy { key, entry in other.entries[key].map(entry.isSame(as:)) ?? false }
    }

    /// Whether the entry for `key` is the same in both (both absent counts as the same).
    func hasSameEntry(_ key: ObjectIdentifier, as other: EnvironmentValues) -> Bool {
        switch (entries[key], other.entries[key]) {
        case (nil, nil): true
        case (let mine?, let theirs?): mine.isSame(as: theirs)
        default: false
        }
    }
}

/// One value set in the environment, with a way to tell whether a later one is the same.
///
/// An object, so that an environment copied and changed in one key (what `.environment`
/// does on every run of a body) shares every other entry with the one it came from: those
/// compare by identity, and reading a value is a cast to one class, not from `Any`.
class EnvironmentEntry {
    /// Same entry, or same value by `==`, or same object by identity; other values always
    /// count as changed.
    final func isSame(as other: EnvironmentEntry) -> Bool {
        self === other || valuesAreSame(other)
    }

    fileprivate func valuesAreSame(_ other: EnvironmentEntry) -> Bool { false }

    /// An entry holding a value of type `Value`.
    final class Of<Value>: EnvironmentEntry {
        let value: Value
        /// How values of `Value` compare, found once per type.
        private let comparison: Comparison

        init(_ value: Value) {
            self.value = value
            comparison = Comparison.of(Value.self)
        }

        override fileprivate func valuesAreSame(_ other: EnvironmentEntry) -> Bool {
            guard let other = other as? Of<Value> else { return false }
            return comparison.same(value, other.value)
        }
    }

    /// The comparison of one type's values. Unchecked Sendable: made once and never changed;
    /// it captures only a metatype.
    private final class Comparison: @unchecked Sendable {
        let same: (Any, Any) -> Bool

        private init(_ same: @escaping (Any, Any) -> Bool) {
            self.same = same
        }

        private static let known = Mutex<[ObjectIdentifier: Comparison]>([:])

        static func of<Value>(_ type: Value.Type) -> Comparison {
            let key = ObjectIdentifier(type)
            if let known = known.withSanitizedLock({ $0[key] }) { return known }
            // A type known to be Equatable compares with its `==`; any other (an object, an
            // existential whose values may be Equatable) asks each value.
            let made =
                (type as? any Equatable.Type).map { equality($0) }
                ?? Comparison { ValueEquality.equal($0, $1) ?? false }
            known.withSanitizedLock { $0[key] = made }
            return made
        }

        private static func equality<E: Equatable>(_: E.Type) -> Comparison {
            Comparison { lhs, rhs in
                guard let lhs = lhs as? E, let rhs = rhs as? E else { return false }
                return lhs == rhs
            }
        }
    }
}
