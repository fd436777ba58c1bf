/// Whether controls take the focus and act: `.disabled(true)` turns off every control inside.
private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls here are enabled; false inside `.disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Turns off the controls inside when `isDisabled`: Tab skips them, keys do nothing, and
    /// they are drawn dimmed. Inside a disabled view nothing can be enabled again.
    public func disabled(_ isDisabled: Bool) -> some View {
        _DisabledContent(content: self, isDisabled: isDisabled)
    }
}

/// Content whose controls are disabled when its own flag or an outer one says so.
public struct _DisabledContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isDisabled: Bool
    @Environment(\.isEnabled) private var isEnabled

    /// The content, with the environment's `isEnabled` turned off when disabled.
    public var body: some View {
        content.environment(\.isEnabled, isEnabled && !isDisabled)
    }
}
