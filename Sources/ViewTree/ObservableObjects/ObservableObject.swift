import OpenCombine
import Synchronization

/// A type of object with a publisher that emits before the object changes: Combine's
/// `ObservableObject`, with Combine's promise that `objectWillChange` is one publisher per
/// object, whatever properties the class has.
///
/// OpenCombine's own protocol (which `import ViewTree` also brings) hands an object without
/// `@Published` properties a new publisher on every read, so an `objectWillChange.send()`
/// written by hand reaches no subscriber. Classes that conform to this one, as SwiftUI code
/// written with `import ViewTree` does, get one publisher per object instead; `@Published`
/// properties send on that same publisher. A file that also imports OpenCombine sees both
/// protocols under one name: `import ViewTree` alone is enough, as it re-exports OpenCombine.
public protocol ObservableObject: OpenCombine.ObservableObject {}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's one publisher, which its `@Published` properties send on too.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangePublishers.publisher(for: self)
    }
}

/// The publisher of each object, kept beside it since Swift has no storage to attach to an
/// object from outside.
enum ObjectWillChangePublishers {
    /// Sendable: OpenCombine's publisher takes its own lock to send and subscribe, and the
    /// entry is read and written under the table's.
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entries of objects that are gone are swept when the table doubles past this.
        var sweepAt = 64
    }

    private static let table = Mutex(Table())

    /// The object's publisher; the first read makes it, and hands it to the object's
    /// `@Published` properties as OpenCombine's default does.
    static func publisher<Object: OpenCombine.ObservableObject>(for object: Object) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        if let kept = table.withLock({ $0.entries[id] }), kept.object === object { return kept.publisher }
        // Outside the lock: OpenCombine's default reflects over the object's fields.
        let made = Entry(object: object, publisher: PublishedFields(of: object).objectWillChange)
        return table.withLock { table in
            // Another thread may have made one first (or an object that died left its entry
            // under the same identifier).
            if let kept = table.entries[id], kept.object === object { return kept }
            table.entries[id] = made
            if table.entries.count > table.sweepAt {
                table.entries = table.entries.filter { $0.value.object != nil }
                table.sweepAt = max(64, table.entries.count * 2)
            }
            return made
        }.publisher
    }

    /// The fields of an object seen through OpenCombine's default `objectWillChange`, which
    /// finds `@Published` fields by reflection: it installs one publisher in all of them and
    /// returns it, or returns a new one when there are none.
    private final class PublishedFields: OpenCombine.ObservableObject, CustomReflectable {
        let object: AnyObject

        init(of object: AnyObject) {
            self.object = object
        }

        var customMirror: Mirror { Mirror(reflecting: object) }
    }
}
