/// One property a tracking read, as ``Tracking/readProperties`` lists it: `TodoItem(aaa).isDone = true`.
public struct TrackedRead: CustomStringConvertible {
    /// The type of the object read (the struct's name for a `@TrackableState` value).
    public let typeName: String
    /// The object's label (``TrackingLabeled``), read now.
    public let label: String?
    /// The property's name (`#3` for a property read through a key path).
    public let property: String
    /// Its current value, described; nil when the object is gone or the value is not at hand
    /// (a struct's field, a property over custom storage).
    public let value: String?
    /// Which object, to match the same property in other trackings' reads. Known, with the
    /// names, when a tracking that records values read the object.
    public let objectID: ObjectIdentifier?

    init(subject: RegistrarStorage.Subject?, property: String) {
        self.property = property
        let object = subject?.object
        objectID = object.map(ObjectIdentifier.init)
        if let identity = object as? StateRegistrar.Identity {
            typeName = identity.typeName
            label = nil
            value = nil
            return
        }
        typeName = object.map { String(describing: type(of: $0)) } ?? "?"
        label = (object as? any TrackingLabeled).map { labeled in withoutTracking { labeled.trackingLabel } }
        value = object.flatMap { Self.storedValue(named: "_" + property, in: Mirror(reflecting: $0)) }
    }

    /// The `@Trackable` macro keeps a property's value in `_name`, on its class's level.
    private static func storedValue(named name: String, in mirror: Mirror) -> String? {
        if let child = mirror.children.first(where: { $0.label == name }) {
            return ValueDescription.of(withoutTracking { child.value })
        }
        return mirror.superclassMirror.flatMap { storedValue(named: name, in: $0) }
    }

    /// `TodoItem(aaa).isDone = true`.
    public var description: String {
        let object = label.map { "\(typeName)(\($0))" } ?? typeName
        return "\(object).\(property)" + (value.map { " = \($0)" } ?? "")
    }
}
