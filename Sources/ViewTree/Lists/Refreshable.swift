extension View {
    /// Lets the user refresh this view's content, as SwiftUI's `.refreshable`, with a key for
    /// the pull: F5 or Ctrl-R while the focus is inside runs `action` (one run at a time).
    /// Views inside read it as `@Environment(\.refresh)` and may run it themselves. No
    /// spinner is drawn: show progress from the model if the refresh takes long.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        _RefreshableContent(content: self, action: RefreshAction(action))
    }
}

/// Refreshes the content of the `.refreshable` view around, as SwiftUI's `RefreshAction`:
/// `await refresh()`.
public struct RefreshAction: Sendable {
    private let action: @Sendable () async -> Void

    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    /// Runs the refresh and waits for it.
    public func callAsFunction() async {
        await action()
    }
}

/// Content that can be refreshed.
public struct _RefreshableContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let action: RefreshAction
    @State private var running = Running()

    /// Whether a refresh the key started is under way.
    final class Running {
        var isRunning = false
    }

    /// The content, with the refresh in its environment and on its keys.
    public var body: some View {
        let (action, running) = (self.action, self.running)
        return content.environment(\.refresh, action)
            .onKeyPress { press in
                guard press.key.key == .function(5) || press.key.key == .control("r") else { return .ignored }
                guard !running.isRunning else { return .handled }
                running.isRunning = true
                Task { @MainActor in
                    await action()
                    running.isRunning = false
                }
                return .handled
            }
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the `.refreshable` view around, nil outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
