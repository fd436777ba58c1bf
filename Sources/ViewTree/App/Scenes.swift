/// The scenes of an app with more than one, as a terminal shows them: it is one window, so the
/// first scene that is a window (a `WindowGroup`, a `Window`, or a `MenuBarExtra`, whose
/// content is then the screen) fills it, and the others are presented over it as a sheet when
/// asked for: a `Settings` scene by `openSettings()` or a `SettingsLink`, a `Window` by
/// `openWindow(id:)`. Escape, `dismiss()` or `dismissWindow(id:)` closes it.
public struct _SceneGroup: Scene {
    /// One scene: where it shows, and its root view.
    struct Part {
        let placement: _ScenePlacement
        let root: AnyView
    }

    let parts: [Part]

    /// Framework internal: the root view.
    public var _root: _ScenesRoot { _ScenesRoot(parts: parts) }
}

/// Where a scene shows in the terminal's one window.
public enum _ScenePlacement: Equatable, Sendable {
    /// A window: the first one fills the screen (`WindowGroup`, `MenuBarExtra`).
    case window
    /// A window with an id, opened over the screen by `openWindow(id:)` unless it is the first.
    case identifiedWindow(String)
    /// The app's settings, opened over the screen by `openSettings()` or a `SettingsLink`.
    case settings
}

extension Scene {
    /// Framework internal: where the scene shows; a window unless it says otherwise.
    public var _placement: _ScenePlacement { .window }
}

/// The root of an app with several scenes: the first window, with the scene opened over it.
public struct _ScenesRoot: View {
    let parts: [_SceneGroup.Part]
    /// The scene presented over the screen, by index.
    @State private var presented: Int?

    /// The first window's content, the presented scene as a sheet over it, and the actions
    /// that open and close scenes.
    public var body: some View {
        let parts = self.parts
        let screen = parts.firstIndex { $0.placement != .settings }
        let opened = $presented
        func open(_ placement: _ScenePlacement) {
            guard let index = parts.firstIndex(where: { $0.placement == placement }), index != screen else { return }
            opened.wrappedValue = index
        }
        return (screen.map { parts[$0].root } ?? AnyView(EmptyView()))
            .sheet(
                isPresented: Binding(get: { opened.wrappedValue != nil }, set: { if !$0 { opened.wrappedValue = nil } })
            ) {
                if let presented = opened.wrappedValue { parts[presented].root }
            }
            .environment(\.openWindow, OpenWindowAction { open(.identifiedWindow($0)) })
            .environment(\.openSettings, OpenSettingsAction { open(.settings) })
            .environment(
                \.dismissWindow,
                DismissWindowAction { id in
                    guard let shown = opened.wrappedValue else { return }
                    if id == nil || parts[shown].placement == .identifiedWindow(id ?? "") { opened.wrappedValue = nil }
                })
    }
}

extension SceneBuilder {
    /// Several scenes: the first window scene fills the terminal, and `Settings` or another
    /// `Window` opens over it as a sheet.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _SceneGroup {
        var parts: [_SceneGroup.Part] = []
        for scene in repeat each scenes {
            parts.append(_SceneGroup.Part(placement: scene._placement, root: AnyView(scene._root)))
        }
        return _SceneGroup(parts: parts)
    }
}
