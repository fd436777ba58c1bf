import SanitizedMutex
import Synchronization

/// Facts about a view type, found once per type by reflecting on its first value.
struct ViewTypeInfo: Sendable {
    /// The type's name as written, without generic arguments: `TodoItemView`, `Button`.
    let name: String
    /// Whether it has `@State` or `@Environment` properties.
    let hasDynamicProperties: Bool
    /// Whether the type is Equatable, so inputs compare with `==`.
    let isEquatable: Bool
    /// Whether it is the framework's node for a modifier (`_FocusableContent`, ...): its runs
    /// are not reported, as a modifier is not a body in SwiftUI.
    let isModifierNode: Bool

    private static let known = Mutex<[ObjectIdentifier: ViewTypeInfo]>([:])

    static func of<V: View>(_ view: V) -> ViewTypeInfo {
        let key = ObjectIdentifier(V.self)
        if let info = known.withSanitizedLock({ $0[key] }) { return info }
        let modified = view as? any ModifiedViewType
        let hasDynamicProperties =
            modified != nil || Mirror(reflecting: view).children.contains { $0.value is any DynamicProperty }
        let info = ViewTypeInfo(
            // As `String(describing:)` writes it, without its conformance lookups (``ClosureScan``).
            name: modified?.modifierTypeName ?? String(_typeName(V.self, qualified: false).prefix { $0 != "<" }),
            hasDynamicProperties: hasDynamicProperties, isEquatable: view is any Equatable,
            isModifierNode: view is any ModifierNodeView)
        known.withSanitizedLock { $0[key] = info }
        return info
    }

    /// How two values of the type compare, found at the first comparison and kept for the
    /// type: a first screen compares nothing, and the scan for closures asks the runtime about
    /// every type inside a view, each first question a walk over all the program's
    /// conformances.
    func comparison<V: View>(of view: V) -> Comparison {
        let key = ObjectIdentifier(V.self)
        if let comparison = Self.comparisons.withSanitizedLock({ $0[key] }) { return comparison }
        let closureFields = Mirror(reflecting: view).children.map { ClosureScan.containsMaker($0.value) }
        let comparison = Comparison(
            closureFields: closureFields,
            inputFields: hasDynamicProperties ? InputFields.of(view, closureFields: closureFields) : nil)
        Self.comparisons.withSanitizedLock { $0[key] = comparison }
        return comparison
    }

    private static let comparisons = Mutex<[ObjectIdentifier: Comparison]>([:])

    /// Whether a value of `type` was compared yet: what a test reads to see that a first
    /// screen scans no view type for closures.
    static func hasComparison(for type: Any.Type) -> Bool {
        comparisons.withSanitizedLock { $0[ObjectIdentifier(type)] != nil }
    }

    /// What comparing two values of a view type needs to know of it.
    struct Comparison: Sendable {
        /// For each stored property, whether it holds a closure that returns a value
        /// (``ClosureScan``): such a property never compares equal by its bytes.
        let closureFields: [Bool]
        /// How the inputs of a type with dynamic properties compare without reflection, when
        /// they can (``InputFields``).
        let inputFields: InputFields?
        /// Whether any stored property holds a closure that returns a value.
        var containsClosure: Bool { closureFields.contains(true) }
    }
}

/// A view the framework makes for a modifier that needs a node (focus, lifecycle, disabled):
/// its body only passes its content on, and its runs are not reported.
protocol ModifierNodeView {}

/// A view with a ``ViewModifier`` applied: it takes the modifier's name in reports and the
/// inspector, and the modifier's dynamic properties are linked to its node.
protocol ModifiedViewType {
    /// The modifier's type name, without generic arguments.
    nonisolated var modifierTypeName: String { get }
    /// The modifier, whose fields may be dynamic properties.
    @MainActor var modifierValue: Any { get }
}
