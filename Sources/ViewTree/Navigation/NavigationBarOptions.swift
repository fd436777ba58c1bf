import TrackingCore

/// The navigation bar's other spellings from SwiftUI: titles as `Text`, the older
/// `navigationBarTitle` and `navigationBarItems`, links whose destination is a view value,
/// and hiding the way back.
extension View {
    /// The title shown over this view in a `NavigationStack`: the text of `title`.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// SwiftUI's older name for `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    /// SwiftUI's older name for `navigationTitle(_:)`; the display mode is one line here.
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// SwiftUI's older name for `navigationTitle(_:)` with a `Text`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// SwiftUI's older toolbar: `leading` then `trailing` at the end of the title bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            leading
            trailing
        }
    }

    /// SwiftUI's older toolbar: `leading` at the end of the title bar (a terminal's bar has
    /// one place for items).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { leading }
    }

    /// SwiftUI's older toolbar: `trailing` at the end of the title bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }

    /// Hides the `‹ Esc` hint of the title bar while this view is on top. Escape still goes
    /// back, so a user is never stuck on a view without a button to leave it (in SwiftUI the
    /// swipe back goes too).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _NavigationBackButtonContent(content: self, isHidden: hidesBackButton)
    }
}

/// Content that tells its stack whether to show the way back while it is on top.
public struct _NavigationBackButtonContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isHidden: Bool
    @Environment(\.navigation) private var navigation

    /// The content; whether the way back shows goes to the stack.
    public var body: some View {
        if let navigation, let node = EvaluationContext.current,
            withoutTracking({ navigation.model.backButtonHidden.contains(navigation.entry) }) != isHidden
        {
            let (model, entry, isHidden) = (navigation.model, navigation.entry, isHidden)
            node.host.handUp {
                if isHidden { model.backButtonHidden.insert(entry) } else { model.backButtonHidden.remove(entry) }
            }
        }
        return content
    }
}

extension NavigationLink {
    /// A link showing `label` that pushes `destination`, made already.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`, made already.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }, label: { Text(title) })
    }
}
