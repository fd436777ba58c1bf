/// Default focus, as SwiftUI's `prefersDefaultFocus`: the view that takes the keys when its
/// screen appears, so a list answers its arrows and a form's field takes typing without a Tab
/// first.
extension View {
    /// Gives the focus to the first focusable view inside this content when it appears (a
    /// `.focusable()` list, a `TextField`), once per appearance: Tab moves it on from there.
    public func prefersDefaultFocus() -> some View {
        _DefaultFocusContent(content: self)
    }
}

/// Content whose first focusable view takes the focus when it appears.
public struct _DefaultFocusContent<Content: View>: View, ModifierNodeView {
    let content: Content
    /// Kept with the node, so the focus is given once while the content stays.
    @State private var scope = DefaultFocusScope()

    /// The content, with the scope its first focusable view takes the focus from.
    public var body: some View {
        content.environment(\.defaultFocusScope, scope)
    }
}

/// Whether the content marked `prefersDefaultFocus()` has given the focus away yet. Equal
/// only to itself, so the environment carrying it compares equal from one run to the next and
/// the views inside do not take it for a change.
final class DefaultFocusScope: Equatable {
    var hasGivenFocus = false

    static func == (lhs: DefaultFocusScope, rhs: DefaultFocusScope) -> Bool {
        lhs === rhs
    }
}

private struct DefaultFocusScopeKey: EnvironmentKey {
    static var defaultValue: DefaultFocusScope? { nil }
}

extension EnvironmentValues {
    /// The default focus scope around the view: set by `prefersDefaultFocus()`.
    var defaultFocusScope: DefaultFocusScope? {
        get { self[DefaultFocusScopeKey.self] }
        set { self[DefaultFocusScopeKey.self] = newValue }
    }
}
