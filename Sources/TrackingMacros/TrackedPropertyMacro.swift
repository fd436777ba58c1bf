import SwiftSyntax
import SwiftSyntaxMacros

/// `@_TrackedProperty(index)`: moves a stored property's value into a private `_name` peer
/// and gives the property accessors that report reads and writes by `index`.
public struct TrackedPropertyMacro {
    static func parts(
        _ node: AttributeSyntax, _ declaration: some DeclSyntaxProtocol
    ) -> (variable: VariableDeclSyntax, name: String, index: String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let name = variable.singleIdentifier?.trimmedDescription,
            case .argumentList(let arguments) = node.arguments,
            let index = arguments.first?.expression.trimmedDescription
        else { return nil }
        return (variable, name, index)
    }
}

extension TrackedPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (variable, name, _) = parts(node, declaration),
            let binding = variable.bindings.first
        else { return [] }
        let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
        let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
        return ["@TrackingIgnored private var _\(raw: name)\(raw: type)\(raw: initializer)"]
    }
}

extension TrackedPropertyMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (_, name, index) = parts(node, declaration) else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                _$trackingRegistrar.access(\(raw: index))
                return _\(raw: name)
            }
            """,
            """
            set {
                if _$trackingRegistrar.isObserved(\(raw: index)) {
                    if TrackingCore._trackingShouldNotify(_\(raw: name), newValue) {
                        _$trackingRegistrar.withMutation(of: self, \(raw: index), "\(raw: name)") {
                            _\(raw: name) = newValue
                        }
                    } else {
                        _\(raw: name) = newValue
                    }
                } else {
                    _\(raw: name) = newValue
                    _$trackingRegistrar.didStoreUnobserved(of: self, \(raw: index), "\(raw: name)")
                }
            }
            """,
            """
            _modify {
                _$trackingRegistrar.access(\(raw: index))
                let mutation = _$trackingRegistrar.willSet(of: self, \(raw: index), "\(raw: name)")
                defer {
                    _$trackingRegistrar.didSet(of: self, mutation, \(raw: index), "\(raw: name)")
                }
                yield &_\(raw: name)
            }
            """,
        ]
    }
}
