/// Whether clicks, the wheel, drags and hovering reach a view: `.allowsHitTesting(false)` lets
/// them through to the views behind it, as SwiftUI's does; keys and focus are not changed.
private struct AllowsHitTestingKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False inside `.allowsHitTesting(false)`: the pointer passes through these views.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

extension View {
    /// Whether the pointer's events (a click, the wheel, a drag, hovering) reach this view and
    /// the views inside it; when `enabled` is false they go to the views behind it, as an
    /// overlay drawn over a button lets the click through. Inside a view that does not allow
    /// hit testing, none can allow it again.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        transformEnvironment(\.allowsHitTesting) { $0 = $0 && enabled }
    }
}
