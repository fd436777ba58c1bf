private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the scroll views here let the user scroll them; false inside
    /// `.scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

extension View {
    /// Keeps the user from scrolling the scroll views in this view, as SwiftUI's: passed down
    /// the environment as `isScrollEnabled`, so it reaches every scroll view inside. A
    /// disabled scroll view takes no focus of its own and no scrolling keys or wheel; the
    /// app still scrolls it (a `ScrollViewReader`), and a view inside that takes the focus is
    /// still brought into sight, so that a keyboard can reach every control.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }
}
