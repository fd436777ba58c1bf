extension View {
    /// This view as a page of the enclosing `TabView`, with `label` as its item in the bar.
    /// Give it a `.tag(_:)` after this modifier for a tab view with a selection.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemContent(content: self, item: AnyView(label()), tag: nil)
    }
}

/// A tab view's page: shown while selected, else kept in no cells with its state.
public struct _TabItemContent<Content: View>: PrimitiveView, TabItemPage {
    let content: Content
    let item: AnyView
    let tag: AnyHashable?

    /// `.tag(_:)` after `.tabItem`: this page with `tag` as its tag.
    func resolve(tag: AnyHashable, into resolver: _ViewResolver) {
        resolver.resolve(_TabItemContent(content: content, item: item, tag: tag))
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard let pages = resolver.environment.tabPagesWithoutRecording else {
            return resolver.resolve(view.content)
        }
        // A page's badge shows in the bar, after its item.
        let badged = view.content as? any BadgedView
        let item =
            badged?.label.map { label in
                AnyView(
                    HStack(cellSpacing: 1) {
                        view.item
                        Text(label).bold().foregroundColor(.red)
                    })
            } ?? view.item
        let shows = pages.add(tag: view.tag, item: item)
        let page = badged?.unbadged ?? AnyView(view.content)
        // The page's own views are not pages of this tab view.
        resolver.resolve(_StackedContent(content: page.environment(\.tabPages, nil), isHidden: !shows, fills: true))
    }
}

/// A tab page made by `.tabItem`, which a `.tag(_:)` after it gives its tag.
protocol TabItemPage {
    @MainActor func resolve(tag: AnyHashable, into resolver: _ViewResolver)
}

/// A page of a `TabView`, as SwiftUI's `Tab`: its title and symbol in the bar, its value the
/// selection that shows it.
public struct Tab<Value: Hashable, Content: View>: PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content
    /// What `.badge` put after the item in the bar.
    var badgeLabel: String?

    /// A page titled `title`, with the SF Symbol `systemImage` when given, shown when the
    /// selection is `value`.
    public init(_ title: String, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    /// A page is found while its tab view resolves its content, as `.tabItem` is.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let item =
            view.systemImage.map { AnyView(Label(view.title, systemImage: $0)) } ?? AnyView(Text(view.title))
        resolver.resolve(
            _TabItemContent(
                content: view.content.badge(view.badgeLabel), item: item, tag: view.value.map { AnyHashable($0) }))
    }

    /// This page with `count` after its item in the bar (none for zero), as SwiftUI's
    /// `TabContent.badge(_:)`.
    public func badge(_ count: Int) -> Self {
        badge(count == 0 ? nil : String(count))
    }

    /// This page with `label` after its item in the bar; nil shows nothing.
    public func badge(_ label: String?) -> Self {
        var page = self
        page.badgeLabel = label
        return page
    }
}

extension Tab where Value == Int {
    /// A page titled `title` of a tab view that chooses by place.
    public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
}
