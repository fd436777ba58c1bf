import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@TrackableState`: gives a struct an identity shared by its copies (with the registrar of
/// its properties), tracks each eligible stored property through
/// `@_TrackedStateProperty(index)`, writes the field-by-field comparison a holder calls when
/// it is given a value of the same identity, and conforms the struct to `TrackableState`.
public struct TrackableStateMacro {}

extension TrackableStateMacro: MemberMacro {
    /// The identity and registrar, the property names and the field-by-field comparison.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            let name = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription ?? "this declaration"
            context.diagnose(Diagnostic(node: node, message: TrackableDiagnostic.notAStruct(name: name)))
            return []
        }
        let access = TrackableMacro.accessLevel(of: structDecl)
        let checks = TrackableMacro.trackedProperties(of: declaration).enumerated().compactMap { index, variable in
            variable.singleIdentifier.map { identifier -> String in
                let name = identifier.trimmedDescription
                return """
                    if TrackingCore._trackingShouldNotify(old._\(name), _\(name)) {
                        _$trackingState.notifyChanged(\(index), "\(name)")
                    } else {
                        TrackingCore._trackingNotifyNested(old._\(name), _\(name))
                    }

                    """
            }
        }.joined()
        return [
            "\(raw: access)var _$trackingState = TrackingCore.StateRegistrar(typeName: \"\(raw: structDecl.name.trimmedDescription)\")",
            "private static var _$trackingNames: StaticString { \"\(raw: TrackableMacro.names(of: declaration))\" }",
            """
            \(raw: access)func _$trackingNotifyChanges(from old: Self) {
            \(raw: checks)}
            """,
        ]
    }
}

extension TrackableStateMacro: MemberAttributeMacro {
    /// `@_TrackedStateProperty(index)` on each stored property that is tracked.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            let index = TrackableMacro.trackedIndex(of: variable, in: declaration)
        else { return [] }
        return ["@_TrackedStateProperty(\(raw: index))"]
    }
}

extension TrackableStateMacro: ExtensionMacro {
    /// The conformance to `TrackableState`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): TrackingCore.TrackableState {}")]
    }
}
