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
        let fields = Mirror(reflecting: view).children.map(\.value)
        let info = ViewTypeInfo(
            name: (V.self as? any NamedViewType.Type)?.viewTypeName
                ?? String(String(describing: V.self).prefix { $0 != "<" }),
            hasDynamicProperties: fields.contains { $0 is any DynamicProperty || $0 is any ViewModifier },
            isEquatable: view is any Equatable, isModifierNode: view is any ModifierNodeView)
        known.withSanitizedLock { $0[key] = info }
        return info
    }
}

/// A view the framework makes for a modifier that needs a node (focus, lifecycle, disabled):
/// its body only passes its content on, and its runs are not reported.
protocol ModifierNodeView {}

/// A view type that names itself in reports and the inspector: a modified view takes the
/// name of its modifier.
protocol NamedViewType {
    static var viewTypeName: String { get }
}
