import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Trackable`: gives a class a registrar, tracks each eligible stored property through
/// `@_TrackedProperty(index)`, adds the key-path `access`/`withMutation` members for the manual
/// pattern, and conforms the class to `Trackable`.
public struct TrackableMacro {
    /// The type name as written inside the class, with its generic parameters.
    static func selfTypeName(_ declaration: ClassDeclSyntax) -> String {
        let name = declaration.name.trimmedDescription
        guard let parameters = declaration.genericParameterClause?.parameters else { return name }
        return "\(name)<\(parameters.map { $0.name.trimmedDescription }.joined(separator: ", "))>"
    }

    /// The stored properties that get tracked, in declaration order.
    static func trackedProperties(of declaration: some DeclGroupSyntax) -> [VariableDeclSyntax] {
        declaration.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.isTrackableStoredProperty
            else { return nil }
            return variable
        }
    }

    /// The instance properties with accessors of their own: the ones the manual pattern uses.
    static func computedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.first?.accessorBlock != nil,
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return nil }
            return variable.singleIdentifier?.trimmedDescription
        }
    }

    /// The index of `variable` among the tracked properties, when it is one of them.
    static func trackedIndex(of variable: VariableDeclSyntax, in declaration: some DeclGroupSyntax) -> Int? {
        guard variable.isTrackableStoredProperty, let name = variable.singleIdentifier?.trimmedDescription else {
            return nil
        }
        return trackedProperties(of: declaration).firstIndex { $0.singleIdentifier?.trimmedDescription == name }
    }

    /// The tracked properties' names, comma separated, in index order.
    static func names(of declaration: some DeclGroupSyntax) -> String {
        trackedProperties(of: declaration).compactMap { $0.singleIdentifier?.trimmedDescription }.joined(separator: ",")
    }

    /// Whether the class says it is an `ObservableObject` (Combine's or OpenCombine's).
    static func isObservableObject(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.contains {
            $0.type.trimmedDescription.hasSuffix("ObservableObject")
        } ?? false
    }

    /// `public ` or `package ` when the class is, for members that satisfy its protocols.
    static func accessLevel(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    static func declaresMember(named name: String, in declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.singleIdentifier?.trimmedDescription == name
        }
    }

    static func diagnoseNonClass(
        _ declaration: some DeclGroupSyntax, node: AttributeSyntax, in context: some MacroExpansionContext
    ) {
        let described: (kind: String, name: String)? =
            if let decl = declaration.as(StructDeclSyntax.self) {
                ("struct", decl.name.trimmedDescription)
            } else if let decl = declaration.as(EnumDeclSyntax.self) {
                ("enum", decl.name.trimmedDescription)
            } else if let decl = declaration.as(ActorDeclSyntax.self) {
                ("actor", decl.name.trimmedDescription)
            } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
                ("protocol", decl.name.trimmedDescription)
            } else if let decl = declaration.as(ExtensionDeclSyntax.self) {
                ("extension", decl.extendedType.trimmedDescription)
            } else {
                nil
            }
        guard let described else { return }
        context.diagnose(
            Diagnostic(node: node, message: TrackableDiagnostic.notAClass(kind: described.kind, name: described.name)))
    }
}

extension TrackableMacro: MemberMacro {
    /// The registrar, the property names and, for an `ObservableObject`, the publisher.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            diagnoseNonClass(declaration, node: node, in: context)
            return []
        }
        let selfType = selfTypeName(classDecl)
        let count = trackedProperties(of: declaration).count
        // Key paths to computed properties are compared on the main actor (see
        // `_trackingComputedPropertyName`).
        let computedNames = computedPropertyNames(of: declaration)
        let nameChecks = computedNames.map { name in
            "if keyPath == \\\(selfType).\(name) { return \"\(name)\" }\n"
        }.joined()
        // An ObservableObject gets a publisher of its own to send: a stored one costs a field
        // read, where the default is a table lookup (ViewTree's protocol) or a new publisher
        // on every read (OpenCombine's, for a class without `@Published` properties).
        let publisher: [DeclSyntax] =
            isObservableObject(declaration) && !declaresMember(named: "objectWillChange", in: declaration)
            ? ["\(raw: accessLevel(of: declaration))let objectWillChange = ObservableObjectPublisher()"] : []
        return publisher + [
            // Private, as Observation's: a @Trackable subclass declares its own for its own
            // properties instead of clashing with the base class's. Nonisolated, with the
            // names below: the registrar is reached from any thread, whatever the class's
            // isolation (a main-actor model, or a module whose default isolation is the main
            // actor).
            "private nonisolated let _$trackingRegistrar = TrackingCore.TrackingRegistrar()",
            // The tracked properties' names in index order, for listing what a tracking read.
            "private nonisolated static var _$trackingNames: StaticString { \"\(raw: names(of: declaration))\" }",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: selfType), Member>) {
                _$trackingRegistrar.access(
                    keyPath: keyPath, firstIndex: \(raw: count), name: Self._$trackingName(of:))
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: selfType), Member>,
                _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$trackingRegistrar.withMutation(
                    of: self, keyPath: keyPath, firstIndex: \(raw: count), name: Self._$trackingName(of:), mutation)
            }
            """,
            computedNames.isEmpty
                ? """
                private nonisolated static func _$trackingName(of keyPath: AnyKeyPath) -> String {
                    "\\(keyPath)"
                }
                """
                : """
                private nonisolated static func _$trackingName(of keyPath: AnyKeyPath) -> String {
                    TrackingCore._trackingComputedPropertyName(of: keyPath, lookup: _$computedPropertyName(of:))
                }
                """,
        ]
            + (computedNames.isEmpty
                ? []
                : [
                    """
                    @MainActor private static func _$computedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        \(raw: nameChecks)return nil
                    }
                    """
                ])
    }
}

extension TrackableMacro: MemberAttributeMacro {
    /// `@_TrackedProperty(index)` on each stored property that is tracked.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self)
        else { return [] }
        if variable.bindings.count > 1, variable.bindingSpecifier.tokenKind == .keyword(.var),
            !variable.hasAttribute(named: "TrackingIgnored"),
            !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        {
            context.diagnose(Diagnostic(node: variable, message: TrackableDiagnostic.severalBindings))
            return []
        }
        guard let index = trackedIndex(of: variable, in: declaration) else { return [] }
        // A class that is also an ObservableObject sends `objectWillChange` before each change.
        return isObservableObject(declaration)
            ? ["@_TrackedProperty(\(raw: index), publishes: true)"] : ["@_TrackedProperty(\(raw: index))"]
    }
}

extension TrackableMacro: ExtensionMacro {
    /// The extension that conforms the class to `Trackable`.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): TrackingCore.Trackable {}")]
    }
}
