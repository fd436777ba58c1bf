/// Where each part of the screen goes, for a terminal size, when a ``RenderInspector`` is
/// shown: a two-column gutter for the highlight marks, the view tree's area (split in two
/// panes when a second tree is compared), the log pane, two status lines and the footer.
public struct InspectorLayout: Equatable, Sendable {
    /// The smallest terminal the inspector draws in; below it a notice says so.
    public static let minimum = CellSize(width: 40, height: 10)
    static let gutterWidth = 2

    /// The terminal's size.
    public let size: CellSize
    let showsLog: Bool
    /// Whether the view area is split in two panes: a second view tree beside the first.
    var compares = false

    /// Whether the terminal is below ``minimum``: a notice shows instead.
    public var isTooSmall: Bool {
        size.width < Self.minimum.width || size.height < Self.minimum.height
    }

    /// Rows of chrome under the views: status, totals, footer.
    private var chromeRows: Int { 3 }

    var logHeight: Int {
        showsLog ? min(10, (size.height - chromeRows) / 2) : 0
    }

    /// Where the view tree is drawn (its left pane when comparing).
    public var viewArea: CellRect {
        let width = size.width - Self.gutterWidth
        return CellRect(
            x: Self.gutterWidth, y: 0, width: compares ? (width - 1) / 2 : width,
            height: size.height - chromeRows - logHeight)
    }

    /// The right pane when comparing, after a one-column divider.
    public var companionArea: CellRect? {
        guard compares else { return nil }
        let left = viewArea
        let x = left.x + left.width + 1
        return CellRect(x: x, y: 0, width: size.width - x, height: left.height)
    }

    /// `key` as the view tree in ``viewArea`` gets it: a mouse event at the tree's own
    /// columns and rows, or nil when it falls outside the tree (the gutter, the panes).
    public func keyForViews(_ key: Key) -> Key? {
        guard case .mouse(let event) = key else { return key }
        let area = viewArea
        // A move off the views leaves every view they hover: a cell none of them has.
        guard area.contains(x: event.x, y: event.y) else {
            return event.kind == .move ? .mouse(MouseEvent(.move, x: -1, y: -1)) : nil
        }
        return .mouse(MouseEvent(event.kind, x: event.x - area.x, y: event.y - area.y))
    }

    /// The log pane, its first row a title bar.
    var logArea: CellRect {
        CellRect(x: 0, y: viewArea.height, width: size.width, height: logHeight)
    }

    var statusRow: Int { size.height - 3 }
    var totalsRow: Int { size.height - 2 }
    var footerRow: Int { size.height - 1 }
}
