/// Pages under a tab bar, as SwiftUI's `TabView`: each page is a view with `.tabItem { }`
/// (or a `Tab`, a view with a `.tag`, a `ForEach`'s view), its item shown in the bar, the
/// selected page below. Tab reaches the bar; there Left and Right (or a page's number, 1 to 9)
/// choose a page, and a click on an item chooses it. In the page style
/// (`.tabViewStyle(.page)`) the page is shown alone over a row of dots that the same keys and
/// clicks work on, and the wheel over the page turns it. The pages not shown keep their nodes
/// and state, as in SwiftUI. It takes all the space offered.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The page chosen when the app keeps no selection: the first until one is chosen.
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewLayout) private var layout

    /// Pages whose selection the app keeps: each page's `.tag(_:)` (or `Tab`'s value) is the
    /// value that shows it.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The bar, then the selected page; or the page, then its dots.
    public var body: some View {
        let selection = self.selection
        let own = $ownSelection
        let chosen: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        let pages = TabPages(chosen: chosen)
        let choose: (AnyHashable) -> Void = { tag in
            if let selection, let value = tag.base as? SelectionValue {
                selection.wrappedValue = value
            } else if selection == nil {
                own.wrappedValue = tag
            }
        }
        return Group {
            switch layout {
            case .bar:
                VStack(alignment: .leading, spacing: 0) {
                    TabBar(pages: pages, choose: choose)
                    Divider().frame(maxWidth: .infinity)
                    content.environment(\.tabPages, pages)
                }
            case .pages(let indexDisplayMode):
                VStack(spacing: 0) {
                    content.environment(\.tabPages, pages).frame(maxWidth: .infinity, maxHeight: .infinity)
                    TabBar(pages: pages, choose: choose, indexDisplayMode: indexDisplayMode)
                }
                .onKeyPress { press in
                    // The wheel turns the page, as a swipe does.
                    guard let step = press.wheelStep, let tag = pages.tag(movedBy: step) else { return .ignored }
                    choose(tag)
                    return .handled
                }
            }
        }
        // All the space offered, as SwiftUI's: the bar and its rule do not change with the page.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

extension TabView where SelectionValue == Int {
    /// Pages chosen by their place: the first shows until another is chosen.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The pages a tab view's body found, in order, and which one shows.
final class TabPages {
    struct Page {
        let tag: AnyHashable
        let item: AnyView
    }

    /// The tag chosen; nil: the first page.
    let chosen: AnyHashable?
    var pages: [Page] = []

    init(chosen: AnyHashable?) {
        self.chosen = chosen
    }

    /// Adds a page (its tag, or its place when it has none); returns whether it shows.
    func add(tag: AnyHashable?, item: AnyView) -> Bool {
        let tag = tag ?? AnyHashable(pages.count)
        pages.append(Page(tag: tag, item: item))
        return chosen.map { $0 == tag } ?? (pages.count == 1)
    }

    /// The place of the page shown, if one is.
    var shownIndex: Int? {
        guard let chosen else { return pages.isEmpty ? nil : 0 }
        return pages.firstIndex { $0.tag == chosen }
    }

    /// The tag of the page `offset` places after the one shown (before it, for a negative
    /// offset), kept to the first and the last; nil when there are no pages.
    func tag(movedBy offset: Int) -> AnyHashable? {
        guard !pages.isEmpty else { return nil }
        return pages[min(max((shownIndex ?? 0) + offset, 0), pages.count - 1)].tag
    }
}

private struct TabPagesKey: EnvironmentKey {
    static var defaultValue: TabPages? { nil }
}

extension EnvironmentValues {
    /// The tab view whose pages are being resolved, if any.
    var tabPages: TabPages? {
        get { self[TabPagesKey.self] }
        set { self[TabPagesKey.self] = newValue }
    }

    /// The tab view's pages as its own body resolves them: not a read that should run a view
    /// again (the tab view runs anyway).
    var tabPagesWithoutRecording: TabPages? {
        entry(TabPagesKey.self)
    }
}
