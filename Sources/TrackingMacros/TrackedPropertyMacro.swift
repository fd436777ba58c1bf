import SwiftSyntax
import SwiftSyntaxMacros

/// `@_TrackedProperty(index)` in a `@Trackable` class, `@_TrackedStateProperty(index)` in a
/// `@TrackableState` struct: moves a stored property's value into a private `_name` peer and
/// gives the property accessors that report reads and writes by `index`.
///
/// A value that is itself a state struct (or an array of them) is compared by identity: the
/// same identity notifies the fields that differ, not the readers of this property.
public struct TrackedPropertyMacro {
    /// How the accessors reach the registrar: a class passes itself, a struct's shared
    /// registrar knows its identity.
    struct Owner: Sendable {
        let access: @Sendable (_ index: String) -> String
        let isObserved: String
        let store: @Sendable (_ name: String, _ index: String) -> String
        let didStoreUnobserved: @Sendable (_ name: String, _ index: String) -> String
        let notifyChanged: @Sendable (_ name: String, _ index: String) -> String
        let willSet: @Sendable (_ name: String, _ index: String) -> String
        let didSet: @Sendable (_ name: String, _ index: String) -> String

        static let trackableClass = Owner(
            access: { "_$trackingRegistrar.access(\($0), of: self, names: Self._$trackingNames)" },
            isObserved: "_$trackingRegistrar.isObserved",
            store: { name, index in
                lines(
                    "_$trackingRegistrar.withMutation(of: self, \(index), \"\(name)\", from: _\(name), to: newValue) {",
                    "    _\(name) = newValue",
                    "}")
            },
            didStoreUnobserved: { "_$trackingRegistrar.didStoreUnobservedPlain(of: self, \($1), \"\($0)\")" },
            notifyChanged: {
                "_$trackingRegistrar.didSet(of: self, _$trackingRegistrar.willSet(of: self, \($1), \"\($0)\"), \($1), \"\($0)\")"
            },
            willSet: { "_$trackingRegistrar.willSet(of: self, \($1), \"\($0)\", oldValue: _\($0))" },
            didSet: { "_$trackingRegistrar.didSet(of: self, mutation, \($1), \"\($0)\", newValue: _\($0))" })

        static let stateStruct = Owner(
            access: { "_$trackingState.access(\($0), names: Self._$trackingNames)" },
            isObserved: "_$trackingState.isObserved",
            store: { name, index in
                lines(
                    "let mutation = _$trackingState.willSet(\(index), \"\(name)\", oldValue: _\(name))",
                    "_\(name) = newValue",
                    "_$trackingState.didSet(mutation, \(index), \"\(name)\", newValue: newValue)")
            },
            didStoreUnobserved: { "_$trackingState.didStoreUnobservedPlain(\($1), \"\($0)\")" },
            notifyChanged: { "_$trackingState.notifyChanged(\($1), \"\($0)\")" },
            willSet: { "_$trackingState.willSet(\($1), \"\($0)\", oldValue: _\($0))" },
            didSet: { "_$trackingState.didSet(mutation, \($1), \"\($0)\", newValue: _\($0))" })
    }

    /// Statement lines at the depth of a setter's inner branch.
    static func lines(_ lines: String...) -> String {
        lines.joined(separator: "\n            ")
    }

    static func parts(
        _ node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol
    ) -> (variable: VariableDeclSyntax, name: String, index: String, publishes: Bool)? {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let name = variable.singleIdentifier?.trimmedDescription,
            case .argumentList(let arguments) = node.arguments,
            let index = arguments.first?.expression.trimmedDescription
        else { return nil }
        let publishes = arguments.contains {
            $0.label?.text == "publishes" && $0.expression.trimmedDescription == "true"
        }
        return (variable, name, index, publishes)
    }

    static func peers(of node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol) -> [DeclSyntax] {
        guard let (variable, name, _, _) = parts(node, declaration),
            let binding = variable.bindings.first
        else { return [] }
        let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
        let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
        return ["@TrackingIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
    }

    static func accessors(
        of node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol, owner: Owner
    ) -> [AccessorDeclSyntax] {
        guard let (_, name, index, publishes) = parts(node, declaration) else { return [] }
        // An ObservableObject class also tells its holders, before the value changes.
        let announce =
            publishes
            ? [
                "if TrackingCore._trackingShouldNotify(_\(name), newValue) {",
                "        objectWillChange.send()",
                "    }",
                "    ",
            ].joined(separator: "\n")
            : ""
        let announceModify = publishes ? "objectWillChange.send()\n    " : ""
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                \(raw: owner.access(index))
                return _\(raw: name)
            }
            """,
            """
            set {
                \(raw: announce)if \(raw: owner.isObserved)(\(raw: index)) {
                    if TrackingCore._trackingShouldNotify(_\(raw: name), newValue) {
                        \(raw: owner.store(name, index))
                    } else {
                        TrackingCore._trackingReplaceState(&_\(raw: name), with: newValue)
                    }
                } else {
                    TrackingCore._trackingReplaceState(&_\(raw: name), with: newValue)
                    \(raw: owner.didStoreUnobserved(name, index))
                }
            }
            """,
            """
            _modify {
                \(raw: announceModify)\(raw: owner.access(index))
                if let identity = TrackingCore._trackingStateIdentity(_\(raw: name)) {
                    yield &_\(raw: name)
                    if TrackingCore._trackingStateIdentity(_\(raw: name)) != identity {
                        \(raw: owner.notifyChanged(name, index))
                    }
                } else {
                    let mutation = \(raw: owner.willSet(name, index))
                    defer {
                        \(raw: owner.didSet(name, index))
                    }
                    yield &_\(raw: name)
                }
            }
            """,
        ]
    }
}

extension TrackedPropertyMacro: PeerMacro {
    /// The storage beside the property: `_name`.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        peers(of: node, declaration)
    }
}

extension TrackedPropertyMacro: AccessorMacro {
    /// The accessors that report reads and writes to the registrar.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        accessors(of: node, declaration, owner: .trackableClass)
    }
}

/// `@_TrackedStateProperty(index)`: ``TrackedPropertyMacro`` for a `@TrackableState` struct.
public struct TrackedStatePropertyMacro: PeerMacro, AccessorMacro {
    /// The storage beside the field: `_name`.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        TrackedPropertyMacro.peers(of: node, declaration)
    }

    /// The accessors that report the field's reads and writes to the struct's registrar.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        TrackedPropertyMacro.accessors(of: node, declaration, owner: .stateStruct)
    }
}
