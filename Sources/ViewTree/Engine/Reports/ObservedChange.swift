/// A change reported by Apple's Observation to a view that read an `@Observable` model.
///
/// Observation names the changed property only by key path, and on Linux a key path to a
/// macro-generated property carries no name, so the change is described by the model's type
/// and the property's type: `Observation: Store, an Int property`. The first change after a
/// view appears is reported without them (see ``isIdentified``).
public struct ObservedChange: Sendable, CustomStringConvertible, Equatable {
    /// The model's type name, without its module, when known.
    public let typeName: String?
    /// The changed property's type name, when known.
    public let propertyTypeName: String?

    init(_ keyPath: AnyKeyPath?) {
        typeName = keyPath.map { String(describing: type(of: $0).rootType) }
        propertyTypeName = keyPath.map { String(describing: type(of: $0).valueType) }
    }

    /// Whether the change names the model's type.
    public var isIdentified: Bool { typeName != nil }

    /// `Observation: Store, an Int property`.
    public var description: String {
        guard let typeName, let propertyTypeName else { return "Observation: a model the body read" }
        let article = propertyTypeName.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
        return "Observation: \(typeName), \(article) \(propertyTypeName) property"
    }
}
