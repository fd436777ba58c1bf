import TrackingCore

/// The navigation bar's other spellings from SwiftUI: titles as `Text`, the older
/// `navigationBarTitle` and `navigationBarItems`, links whose destination is a view value,
/// and hiding the way back or the whole bar.
extension View {
    /// The title shown over this view in a `NavigationStack`: the text of `title`.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// The title shown over this view, read from `title` whenever the body runs: it follows
    /// the string. SwiftUI lets the user rename it from the bar (an editable title); a
    /// terminal's title line is not a field, so edit the string in a `TextField`.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
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

    /// SwiftUI's older name for `navigationTitle(_:)` with a `Text`; the display mode is one
    /// line here.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
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
        _NavigationBarPartHidden(content: self, isHidden: hidesBackButton, hidden: \.backButtonHidden)
    }

    /// Hides the title bar (its line and the rule under it) while this view is on top, as
    /// SwiftUI's older iOS modifier hides the navigation bar: the view starts at the top row.
    /// Escape still goes back.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        _NavigationBarPartHidden(content: self, isHidden: hidden, hidden: \.barHidden)
    }
}

/// Content that tells its stack whether to show a part of the title bar (the way back, or
/// the whole bar) while it is on top.
public struct _NavigationBarPartHidden<Content: View>: View, ModifierNodeView {
    let content: Content
    let isHidden: Bool
    /// Where the stack keeps the places that hide this part.
    let hidden: ReferenceWritableKeyPath<NavigationModel, Set<NavigationEntryID>>
    @Environment(\.navigation) private var navigation

    /// The content; whether the part shows goes to the stack.
    public var body: some View {
        if let navigation, let node = EvaluationContext.current,
            withoutTracking({ navigation.model[keyPath: hidden].contains(navigation.entry) }) != isHidden
        {
            let (model, entry, isHidden, hidden) = (navigation.model, navigation.entry, isHidden, hidden)
            node.host.handUp {
                if isHidden { model[keyPath: hidden].insert(entry) } else { model[keyPath: hidden].remove(entry) }
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
