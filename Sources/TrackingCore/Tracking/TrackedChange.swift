import SanitizedMutex
import Synchronization

/// Which property of which object fired a tracking.
///
/// Carried to `onChange` so that a log can say *why* something re-ran, for example
/// `TodoItem(aaa).isDone`. It holds the object, so keeping a change keeps the object alive.
public struct TrackedChange: @unchecked Sendable, CustomStringConvertible {
    // Safety: `object` is only used to ask for its label, which is documented to be read on
    // whichever thread asks; the other fields are immutable values.
    private let object: AnyObject

    /// The name of the property that changed.
    public let property: String
    /// The described values, boxed: most changes carry none, and a change stays three words.
    private let values: Values?

    private final class Values: Sendable {
        let old: String
        let new: String?

        init(old: String, new: String?) {
            self.old = old
            self.new = new
        }
    }

    /// The value before the change, described, for a tracking that asked for values.
    public var oldValue: String? { values?.old }
    /// The value after the change, described; nil before the store (a `willSet` delivery).
    public var newValue: String? { values?.new }

    init(object: AnyObject, property: String, oldValue: String? = nil, newValue: String? = nil) {
        self.object = object
        self.property = property
        values = oldValue.map { Values(old: $0, new: newValue) }
    }

    /// The class of the object that changed.
    public var objectType: any AnyObject.Type { type(of: object) }

    /// The identity of the object that changed.
    public var objectID: ObjectIdentifier { ObjectIdentifier(object) }

    /// The object's own label, read now, when it conforms to ``TrackingLabeled``.
    public var objectLabel: String? {
        (object as? any TrackingLabeled).map { labeled in
            withoutTracking { labeled.trackingLabel }
        }
    }

    /// The type name without its module, as written in source.
    public var typeName: String {
        // A state struct's copies share an identity object, which knows the struct's name.
        (object as? StateRegistrar.Identity)?.typeName ?? TypeNames.name(of: objectType)
    }

    /// `Type(label).property`, or `Type.property` for an object without a label.
    public var name: String {
        if let objectLabel { return "\(typeName)(\(objectLabel)).\(property)" }
        return "\(typeName).\(property)"
    }

    /// The name, then the values when recorded: `TodoItem(aaa).isDone false → true`.
    public var description: String {
        switch (oldValue, newValue) {
        case (let old?, let new?): "\(name) \(old) → \(new)"
        case (let old?, nil): "\(name) (was \(old))"
        default: name
        }
    }
}

/// A tracked object that can name itself in change explanations.
public protocol TrackingLabeled: AnyObject {
    /// A short human-readable label, such as an item's title.
    var trackingLabel: String { get }
}

/// Class names as changes write them, found once per class: `String(describing:)` on a type
/// asks the runtime to demangle its name, which a log line per key paid each time.
private enum TypeNames {
    private static let known = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: any AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = known.withSanitizedLock({ $0[key] }) { return name }
        let name = String(describing: type)
        known.withSanitizedLock { $0[key] = name }
        return name
    }
}
