/// Two or three columns side by side, as SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and a detail column, one vertical rule between each. Selecting in
/// the sidebar's list (a binding the app keeps) changes what the other columns show.
///
/// The sidebar takes a quarter of the width (14 to 30 cells), a content column a third (18
/// to 40), or what `navigationSplitViewColumnWidth` asks for; the detail the rest.
/// `columnVisibility` hides the sidebar (`.doubleColumn` of three) or both (`.detailOnly`).
/// Below ``collapsingWidth`` cells the columns collapse into one, as on a phone: the sidebar
/// first, or the `preferredCompactColumn` binding's; Return (or Right), when nothing inside
/// takes it, shows the next column, and Escape (or Left) goes back; hidden columns keep their
/// state.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let hasContent: Bool
    let detail: Detail
    /// Which columns show, when the app keeps it.
    var columnVisibility: Binding<NavigationSplitViewVisibility>?
    /// The column shown when collapsed, when the app keeps it.
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @State private var shownColumn = 0

    /// The width, in cells, under which the columns collapse into one.
    public static var collapsingWidth: Int { 60 }

    /// The fewest cells the detail column keeps when the other columns ask for widths.
    public static var minimumDetailWidth: Int { 20 }

    /// Three columns: `sidebar`, `content` and `detail`.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        hasContent = true
        self.detail = detail()
    }

    /// Three columns, those `columnVisibility` names shown.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.columnVisibility = columnVisibility
    }

    /// The columns side by side, or the one shown when collapsed.
    public var body: some View {
        let (sidebar, content, hasContent, detail) = (sidebar, content, hasContent, detail)
        let shown = preferredCompactColumn.map { $0.columnIndex(of: hasContent ? 3 : 2) } ?? $shownColumn
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let showsSidebar =
            visibility == .all || visibility == .automatic || (visibility == .doubleColumn && !hasContent)
        let showsContent = hasContent && visibility != .detailOnly
        return GeometryReader { proxy in
            let width = proxy.cells.width
            if width >= Self.collapsingWidth {
                let (sidebarWidth, contentWidth) = Self.widths(
                    total: width, sidebar: showsSidebar ? sidebar : nil, content: showsContent ? content : nil)
                HStack(spacing: 0) {
                    if showsSidebar {
                        _StackedContent(content: sidebar, isHidden: false)
                            .cellFrame(width: sidebarWidth, alignment: .topLeading)
                            .frame(maxHeight: .infinity, alignment: .top)
                        Divider()
                    }
                    if showsContent {
                        _StackedContent(content: content, isHidden: false)
                            .cellFrame(width: contentWidth, alignment: .topLeading)
                            .frame(maxHeight: .infinity, alignment: .top)
                        Divider()
                    }
                    _StackedContent(content: detail, isHidden: false, fills: true)
                }
            } else {
                CollapsedColumns(
                    columns: hasContent
                        ? [AnyView(sidebar), AnyView(content), AnyView(detail)]
                        : [AnyView(sidebar), AnyView(detail)],
                    shown: shown)
            }
        }
    }

    /// The sidebar's and the content column's widths in `total` cells: what each asked for
    /// with `navigationSplitViewColumnWidth`, else a quarter (14 to 30 cells) and a third (18
    /// to 40); narrowed, the sidebar first, so that the detail keeps its minimum.
    private static func widths(total: Int, sidebar: Sidebar?, content: Content?) -> (Int, Int) {
        var sidebarWidth =
            sidebar.map { ($0 as? any SplitViewColumnWidth)?.columnWidth ?? clamp(total / 4, 14, 30) } ?? 0
        var contentWidth =
            content.map { ($0 as? any SplitViewColumnWidth)?.columnWidth ?? clamp(total / 3, 18, 40) } ?? 0
        let rules = (sidebar == nil ? 0 : 1) + (content == nil ? 0 : 1)
        let spare = total - rules - minimumDetailWidth
        sidebarWidth = max(min(sidebarWidth, spare - contentWidth), sidebar == nil ? 0 : 1)
        contentWidth = max(min(contentWidth, spare - sidebarWidth), content == nil ? 0 : 1)
        return (sidebarWidth, contentWidth)
    }

    private static func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
        min(max(value, low), high)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: `sidebar` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = EmptyView()
        hasContent = false
        self.detail = detail()
    }

    /// Two columns, those `columnVisibility` names shown.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
        self.columnVisibility = columnVisibility
    }
}

/// A split view's columns on a narrow screen: one shown, the others hidden with their state,
/// `‹ Esc` above every column but the first.
private struct CollapsedColumns: View {
    let columns: [AnyView]
    let shown: Binding<Int>

    var body: some View {
        let (columns, shown) = (columns, shown)
        let index = min(shown.wrappedValue, columns.count - 1)
        // With a later column shown and nothing in it focused, keys start here: Escape works.
        EvaluationContext.current?.startsKeys(index > 0)
        return VStack(alignment: .leading, spacing: 0) {
            if index > 0 {
                Text("‹ Esc").foregroundColor(.brightBlack)
            }
            ForEach(columns.indices, id: \.self) { column in
                _StackedContent(content: columns[column], isHidden: column != index, fills: true)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onKeyPress { press in
            switch press.key {
            case .escape where index > 0, .leftArrow where index > 0: shown.wrappedValue = index - 1
            case .return where index < columns.count - 1, .rightArrow where index < columns.count - 1:
                shown.wrappedValue = index + 1
            default: return .ignored
            }
            return .handled
        }
    }
}
