/// `.labelsHidden()`, as SwiftUI's: the controls inside (pickers, toggles, steppers, date
/// pickers) draw without their labels, which still name them in the inspector.
extension View {
    /// Controls inside draw without their labels.
    public func labelsHidden() -> EnvironmentWriter<Self> {
        environment(\.labelsHidden, true)
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls inside draw without their labels.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

/// A control's label: nothing while labels are hidden.
public struct _ControlLabel<Content: View>: PrimitiveView {
    let content: Content

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard !resolver.environment.labelsHidden else { return }
        resolver.resolve(view.content)
    }
}
