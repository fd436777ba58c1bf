/// SwiftUI's older way to dismiss: `@Environment(\.presentationMode) var presentationMode`,
/// then `presentationMode.wrappedValue.dismiss()`. It dismisses what ``DismissAction`` does:
/// the sheet, or the pushed view, the view is in.
public struct PresentationMode {
    /// Whether the view is in a sheet or a pushed view.
    public private(set) var isPresented: Bool
    let action: DismissAction

    /// Dismisses the sheet or pushed view.
    public mutating func dismiss() {
        action()
        isPresented = false
    }
}

/// The app's state, as SwiftUI's `ScenePhase`: a terminal app runs in the foreground.
public enum ScenePhase: Hashable, Sendable, Comparable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// The presentation this view is in, as a binding (see ``PresentationMode``).
    public var presentationMode: Binding<PresentationMode> {
        let action = dismiss
        return Binding(get: { PresentationMode(isPresented: action.isActive, action: action) }, set: { _ in })
    }

    /// Whether the view is in a sheet or a pushed view.
    public var isPresented: Bool { dismiss.isActive }

    /// Light or dark: a terminal does not say which its theme is, so views see `.light`, as
    /// SwiftUI's default, unless a view sets it for the views inside.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The locale formats use: the process's current one (`LANG`, `LC_ALL`) unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone formats use: the process's current one (`TZ`) unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar formats use: the current one unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The app's state: a running terminal app is active.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

/// An alert as SwiftUI first wrote it, a value: `.alert(isPresented:) { Alert(title:) }`.
/// Shown as ``View/alert(_:isPresented:actions:message:)`` shows its alerts.
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button, titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A cancel button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A destructive button, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// `buttons` as the buttons of an alert or a dialog, in order.
        static func views(of buttons: [Button]) -> some View {
            ForEach(Array(buttons.enumerated()), id: \.offset) { entry in
                ViewTree.Button(entry.element.label.content, role: entry.element.role) { entry.element.action?() }
            }
        }
    }
}

extension View {
    /// Presents the ``Alert`` `content` makes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title.content, isPresented: isPresented) {
            Alert.Button.views(of: alert.buttons)
        } message: {
            if let message = alert.message { message }
        }
    }

    /// Presents the ``Alert`` `content` makes for `item` while it is not nil; dismissing
    /// sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alert(isPresented: isPresented) {
            item.wrappedValue.map(content) ?? Alert(title: Text(""))
        }
    }
}
