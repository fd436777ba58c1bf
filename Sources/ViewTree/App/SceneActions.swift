/// What `@Environment(\.openWindow)` gives, as SwiftUI's `OpenWindowAction`: opens the
/// app's `Window` scene with an id over the screen (the first window scene fills the screen); an id no scene has
/// opens nothing.
public struct OpenWindowAction {
    let open: (String) -> Void

    /// Opens the window scene `id`.
    public func callAsFunction(id: String) {
        open(id)
    }
}

/// What `@Environment(\.openSettings)` gives, as SwiftUI's `OpenSettingsAction`: presents the
/// app's `Settings` scene over the screen.
public struct OpenSettingsAction {
    let open: () -> Void

    /// Opens the settings.
    public func callAsFunction() {
        open()
    }
}

/// What `@Environment(\.dismissWindow)` gives, as SwiftUI's `DismissWindowAction`: closes the
/// window scene opened over the screen.
public struct DismissWindowAction {
    let dismiss: (String?) -> Void

    /// Closes the scene opened over the screen.
    public func callAsFunction() {
        dismiss(nil)
    }

    /// Closes the window scene `id` when it is the one opened.
    public func callAsFunction(id: String) {
        dismiss(id)
    }
}

/// A button that opens the app's settings, as SwiftUI's `SettingsLink`.
public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    /// A link labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A button that opens the settings.
    public var body: some View {
        let openSettings = self.openSettings
        return Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == Text {
    /// A link labelled "Settings…", as SwiftUI's default.
    public init() {
        self.init { Text("Settings…") }
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction { _ in } }
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

extension EnvironmentValues {
    /// Opens a window scene by its id; an app of one scene has none to open.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Opens the app's settings; an app without a `Settings` scene has none to open.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }

    /// Closes the window scene opened over the screen.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
