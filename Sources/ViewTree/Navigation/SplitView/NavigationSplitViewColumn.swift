/// A column of a `NavigationSplitView`, as SwiftUI's: the one a collapsed split view shows,
/// through `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let index: Int

    /// The sidebar: the first column.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The content column of three (the detail, in a split view of two).
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail: the last column.
    public static let detail = NavigationSplitViewColumn(index: 2)

    /// The column's place among `count` columns (a content column of two is the detail).
    func place(among count: Int) -> Int { min(index, count - 1) }

    /// The column at `place` among `count` columns.
    static func at(_ place: Int, among count: Int) -> NavigationSplitViewColumn {
        place == 0 ? .sidebar : place == count - 1 ? .detail : .content
    }
}

extension Binding<NavigationSplitViewColumn> {
    /// The shown column's place among `count` columns, read and set through this binding.
    func columnIndex(of count: Int) -> Binding<Int> {
        Binding<Int>(
            get: { wrappedValue.place(among: count) },
            set: { wrappedValue = .at($0, among: count) })
    }
}

extension NavigationSplitView {
    /// Three columns; collapsed, the one `preferredCompactColumn` names shows, and moving
    /// between columns sets it.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Three columns, those `columnVisibility` names shown; collapsed, the one
    /// `preferredCompactColumn` names.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns; collapsed, the one `preferredCompactColumn` names shows, and moving
    /// between them sets it.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Two columns, those `columnVisibility` names shown; collapsed, the one
    /// `preferredCompactColumn` names.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
        self.preferredCompactColumn = preferredCompactColumn
    }
}
