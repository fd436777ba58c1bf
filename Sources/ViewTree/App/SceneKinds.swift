/// A window with an id, as SwiftUI's `Window`: the screen when it is the app's first scene,
/// otherwise opened over it as a sheet by `openWindow(id:)`. The title is not shown.
public struct Window<Content: View>: Scene {
    /// Framework internal: the root view.
    public let _root: Content
    let id: String

    /// A window titled `title` showing `content`, opened by `id`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        _root = content()
        self.id = id
    }

    /// Framework internal: a window opened by its id.
    public var _placement: _ScenePlacement { .identifiedWindow(id) }
}

/// The app's settings, as SwiftUI's `Settings` scene: a terminal has no Settings menu item,
/// so `openSettings()` or a ``SettingsLink`` presents them over the screen as a sheet.
public struct Settings<Content: View>: Scene {
    /// Framework internal: the root view.
    public let _root: Content

    /// Settings showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        _root = content()
    }

    /// Framework internal: the settings.
    public var _placement: _ScenePlacement { .settings }
}

/// A menu bar extra, as SwiftUI's `MenuBarExtra`: a terminal has no menu bar, so when it is the
/// app's first window its content is the screen (a menu's items as a column of buttons);
/// after another window it is not shown. The label is not shown.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    /// Framework internal: the root view.
    public let _root: VStack<Content>

    /// A menu bar extra with `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _root = VStack(alignment: .leading, content: content)
    }
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu bar extra titled `title` with the symbol `systemImage`.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu bar extra titled `title` with the image resource named `image` (its label, not
    /// shown: a terminal has no menu bar).
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu bar extra titled `title`, in the menu bar while `isInserted` is true: here shown
    /// whatever it says, as there is no menu bar to leave.
    public init(_ title: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// How a menu bar extra shows its content, as SwiftUI's: here always as the screen.
public struct MenuBarExtraStyle: Equatable, Sendable {
    private let name: String
    /// The system's choice: a menu.
    public static let automatic = MenuBarExtraStyle(name: "automatic")
    /// A menu of the content's buttons.
    public static let menu = MenuBarExtraStyle(name: "menu")
    /// A window of the content.
    public static let window = MenuBarExtraStyle(name: "window")
}
