import SwiftSyntax

/// Reads what the macros need from a variable declaration.
extension VariableDeclSyntax {
    /// The single identifier bound by the declaration, if it binds exactly one.
    var singleIdentifier: TokenSyntax? {
        guard bindings.count == 1,
            let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return pattern.identifier
    }

    /// Whether an attribute with this name (`TrackingIgnored`, `_TrackedProperty`) is present.
    func hasAttribute(named name: String) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
                || attribute.attributeName.trimmedDescription.hasSuffix(".\(name)")
        }
    }

    private func hasModifier(_ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// A `var` of the instance with its own storage and no accessors or observers: the kind
    /// of property `@Trackable` turns into a tracked one.
    var isTrackableStoredProperty: Bool {
        guard bindingSpecifier.tokenKind == .keyword(.var),
            singleIdentifier != nil,
            bindings.first?.accessorBlock == nil,
            !hasModifier(.static), !hasModifier(.class), !hasModifier(.lazy),
            !hasModifier(.weak), !hasModifier(.unowned),
            !hasAttribute(named: "TrackingIgnored"), !hasAttribute(named: "_TrackedProperty"),
            !hasAttribute(named: "_TrackedStateProperty")
        else { return false }
        return true
    }
}
