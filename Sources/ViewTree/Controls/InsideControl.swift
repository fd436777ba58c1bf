private struct IsInsideControlKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a view is drawn as part of a control that takes the focus and the keys itself
    /// (a toggle drawn by a style whose body has a button, as Apple's checklist sample does):
    /// a button here is drawn but takes no focus, keys or clicks, which reach the control.
    var isInsideControl: Bool {
        get { self[IsInsideControlKey.self] }
        set { self[IsInsideControlKey.self] = newValue }
    }
}
