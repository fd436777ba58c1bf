/// Focus as state, as SwiftUI's `@FocusState`: `@FocusState var isFocused: Bool` with
/// `.focused($isFocused)`, or `@FocusState var field: Field?` with
/// `.focused($field, equals: .name)`. The state follows the focus (Tab, a click), and setting
/// it moves the focus to the control inside the matching view, or takes it away.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// Focus state for one view: true while it has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Focus state for several views: which one has the focus, nil for none of them.
    public init<Field: Hashable>() where Value == Field? {
        state = State(wrappedValue: nil)
    }

    /// Which view has the focus; setting it moves the focus after the frame.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
    public var projectedValue: Binding<Value> {
        state.projectedValue
    }

    /// Framework internal: connects the property to the node that holds it, at its slot.
    public func _link(to node: _NodeHandle, slot: Int, name: String) {
        state._link(to: node, slot: slot, name: name)
    }
}

extension View {
    /// Ties the focus of the control inside this content to `binding`: true while it has the
    /// focus; setting it true focuses the control, false takes the focus away.
    public func focused(_ binding: Binding<Bool>) -> some View {
        _FocusedContent(content: self, isTarget: { binding.wrappedValue }, setFocused: { binding.wrappedValue = $0 })
    }

    /// Ties the focus of the control inside this content to `binding` holding `value`.
    public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
        _FocusedContent(
            content: self, isTarget: { binding.wrappedValue == value },
            setFocused: { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = nil
                }
            })
    }
}

/// Content whose focus a `@FocusState` follows and sets.
public struct _FocusedContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isTarget: () -> Bool
    let setFocused: (Bool) -> Void

    /// The content; a change of the state moves the focus after the frame.
    public var body: some View {
        if let node = EvaluationContext.current {
            let wanted = isTarget()
            node.focusBinding = setFocused
            let host = node.host
            let hasIt = host.settleFocus().map { $0 === node || $0.isDescendant(of: node) } ?? false
            if wanted != hasIt {
                host.afterFrame { [weak node] in
                    guard let node, node.isAlive else { return }
                    if wanted { host.focusFirst(inside: node) } else { host.clearFocus() }
                }
            }
        }
        return content
    }
}
