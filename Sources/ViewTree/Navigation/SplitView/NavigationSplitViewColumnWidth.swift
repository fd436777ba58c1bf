extension View {
    /// The width of the `NavigationSplitView` column this view is, as SwiftUI's: counted in
    /// cells (as every length here), kept so that the detail column has at least
    /// ``NavigationSplitView/minimumDetailWidth`` cells. Put it on the column's outermost view.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        _ColumnWidthContent(content: self, minimum: nil, ideal: width, maximum: nil)
    }

    /// The column's width: `ideal` within `min` and `max`, in cells.
    public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        _ColumnWidthContent(content: self, minimum: min, ideal: ideal, maximum: max)
    }
}

/// A split view column with the width it asked for.
public struct _ColumnWidthContent<Content: View>: View, ModifierNodeView, SplitViewColumnWidth {
    let content: Content
    let minimum: CGFloat?
    let ideal: CGFloat
    let maximum: CGFloat?

    /// The column.
    public var body: some View { content }

    var columnWidth: Int {
        let ideal = Swift.max(self.ideal, minimum ?? 0)
        return Int(Swift.min(ideal, maximum ?? ideal).rounded())
    }
}

/// A column that says how wide it wants to be.
protocol SplitViewColumnWidth {
    @MainActor var columnWidth: Int { get }
}

/// Which columns of a `NavigationSplitView` show, as SwiftUI's: set through
/// `NavigationSplitView(columnVisibility:sidebar:content:detail:)`'s binding.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// As the split view sees fit: every column, as `.all`.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns of three; both columns of two.
    case doubleColumn
    /// The detail column alone.
    case detailOnly
}
