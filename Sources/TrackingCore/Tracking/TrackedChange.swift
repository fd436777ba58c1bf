/// Which property of which object fired a tracking.
///
/// Carried to `onChange` so that a log can say *why* something re-ran, for example
/// `TodoItem(aaa).isDone`.
public struct TrackedChange: Sendable, CustomStringConvertible {
    /// The class of the object that changed.
    public let objectType: any AnyObject.Type
    /// The identity of the object that changed.
    public let objectID: ObjectIdentifier
    /// The object's own label, when it conforms to ``TrackingLabeled``.
    public let objectLabel: String?
    /// The name of the property that changed.
    public let property: String

    init(object: AnyObject, property: String) {
        self.objectType = type(of: object)
        self.objectID = ObjectIdentifier(object)
        self.objectLabel = (object as? any TrackingLabeled).map { labeled in
            withoutTracking { labeled.trackingLabel }
        }
        self.property = property
    }

    /// The type name without its module, as written in source.
    public var typeName: String { String(describing: objectType) }

    /// `Type(label).property`, or `Type.property` for an object without a label.
    public var description: String {
        if let objectLabel { return "\(typeName)(\(objectLabel)).\(property)" }
        return "\(typeName).\(property)"
    }
}

/// A tracked object that can name itself in change explanations.
public protocol TrackingLabeled: AnyObject {
    /// A short human-readable label, such as an item's title.
    var trackingLabel: String { get }
}
