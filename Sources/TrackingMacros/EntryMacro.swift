import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`, as SwiftUI's: makes
/// a private key type whose default is `value` (nil for an optional without one) and gives
/// the property accessors that read and write the environment through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter, through the key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = entry(of: declaration, in: context)?.name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    /// The key type, beside the property.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = entry(of: declaration, in: context) else { return [] }
        // A computed default, so that a value that is not Sendable needs no isolation.
        let defaultValue: String
        switch (entry.type, entry.value) {
        case (let type?, let value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?): defaultValue = "static let defaultValue = \(value)"
        case (nil, nil): return []
        }
        return [
            """
            private struct __Key_\(raw: entry.name): EnvironmentKey {
                \(raw: defaultValue)
            }
            """
        ]
    }

    /// The property's name, type and initial value, or nil (with a diagnostic) where the
    /// macro does not apply.
    private static func entry(
        of declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) -> (name: String, type: String?, value: String?)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil
        else {
            context.diagnose(Diagnostic(node: declaration, message: EntryDiagnostic.notAStoredVariable))
            return nil
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        if value == nil, type.map({ !$0.hasSuffix("?") }) ?? true {
            context.diagnose(Diagnostic(node: declaration, message: EntryDiagnostic.needsADefault))
            return nil
        }
        return (name, type, value)
    }

    /// What `@Entry` says where it cannot be used.
    enum EntryDiagnostic: String, DiagnosticMessage {
        case notAStoredVariable
        case needsADefault

        var message: String {
            switch self {
            case .notAStoredVariable: "@Entry applies to one stored 'var' in an extension of EnvironmentValues"
            case .needsADefault: "@Entry needs a default value ('= value'), or an optional type for nil"
            }
        }

        var diagnosticID: MessageID { MessageID(domain: "ViewTree", id: rawValue) }
        var severity: DiagnosticSeverity { .error }
    }
}
