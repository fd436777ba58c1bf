import TrackingCore

/// How a navigation bar shows its title: a terminal has one way, so this is accepted for
/// SwiftUI code and ignored.
public enum NavigationBarItem {
    /// The title's display modes.
    public enum TitleDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title.
        case large
    }
}

extension View {
    /// Accepted for SwiftUI code and ignored: the title bar has one line.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self {
        self
    }

    /// The title shown over this view in a `NavigationStack` while it is on top.
    public func navigationTitle(_ title: String) -> some View {
        _NavigationTitleContent(content: self, title: title, titles: \.titles)
    }

    /// A line shown after the title, faint, while this view is on top of a
    /// `NavigationStack`, as macOS shows a subtitle under its window's title.
    public func navigationSubtitle(_ subtitle: String) -> some View {
        _NavigationTitleContent(content: self, title: subtitle, titles: \.subtitles)
    }

    /// A subtitle of `Text`, shown as a subtitle string is.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        navigationSubtitle(subtitle.content)
    }
}

/// Content that hands its title (or subtitle) up to the stack it is in, as SwiftUI's
/// navigation title preference does: the title bar shows it in the same frame (see
/// ``ViewHost/handUp(_:)``).
public struct _NavigationTitleContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let title: String
    /// Where the stack keeps it: its titles or its subtitles.
    let titles: ReferenceWritableKeyPath<NavigationModel, [NavigationEntryID: String]>
    @Environment(\.navigation) private var navigation

    /// The content; the title goes to the stack.
    public var body: some View {
        // Not a tracked read: this view needs the stack's titles only to compare its own, and
        // running again on every title change would run its content with it.
        if let navigation, let node = EvaluationContext.current,
            withoutTracking({ navigation.model[keyPath: titles][navigation.entry] }) != title
        {
            let (model, entry, title, titles) = (navigation.model, navigation.entry, title, titles)
            node.host.handUp { model[keyPath: titles][entry] = title }
        }
        return content
    }
}

/// The top view's title, the way back, and its toolbar items at the end of the line.
struct NavigationTitleBar: View {
    let model: NavigationModel
    let top: NavigationEntryID
    let canGoBack: Bool

    var body: some View {
        HStack(cellSpacing: 2) {
            if canGoBack && !model.backButtonHidden.contains(top) { Text("‹ Esc") }
            HStack(cellSpacing: 1) {
                Text(model.titles[top] ?? "").bold()
                if let subtitle = model.subtitles[top] { Text(subtitle).foregroundColor(.brightBlack) }
            }
            if let toolbar = model.toolbars[top], !toolbar.isEmpty {
                Spacer(minLength: 0)
                // By place, not by modifier: a page made again (its modifiers' nodes new) keeps
                // its items where they were, and the focus given back to one finds it.
                HStack(cellSpacing: 1) { ForEach(toolbar.sources.indices, id: \.self) { toolbar.sources[$0].items } }
            }
        }
    }
}
