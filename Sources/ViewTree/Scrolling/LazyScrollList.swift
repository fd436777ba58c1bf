import TrackingCore

/// A vertical scroll view of a lazy stack of one `ForEach` (`ScrollView { LazyVStack {
/// ForEach(...) } }`, how apps write long lists that are not a `List`): drawn as a lazy list,
/// so only the rows that show are made, as SwiftUI's lazy stacks make them, and 100,000 rows
/// start and scroll as fast as ten. The keys and the wheel scroll it as a scroll view's do.
struct _LazyScrollList: View {
    let source: ListSource
    /// False: the user does not scroll it (`.scrollDisabled(true)`).
    let isScrollEnabled: Bool
    /// What ``View/defaultScrollAnchor(_:)`` set around it: rows counted one line each.
    var anchors = ScrollAnchors()
    /// What ``View/scrollPosition(id:anchor:)`` bound around it.
    var positionBinding: ScrollPositionBinding?
    @State private var state = LazyScrollState()
    @Environment(\.scrollRequests) private var requests

    var body: some View {
        let (state, source) = (self.state, self.source)
        state.follow(anchors, count: source.count)
        // A view to scroll to, by id: the row with that id, found by the ids alone (no row
        // is made for it).
        func scroll(to id: AnyHashable, anchor: UnitPoint?) {
            guard let index = (0..<source.count).first(where: { source.id($0) == id }) else { return }
            state.scroll(toRow: index, of: source.count, anchor: anchor)
        }
        if let requests, requests.count != state.handledRequests {
            // A reader around it asked.
            state.handledRequests = requests.count
            if let request = requests.request { scroll(to: request.id, anchor: request.anchor) }
        }
        state.boundPosition.binding = positionBinding
        switch state.boundPosition.takeWanted() {
        case .view(let id, let anchor)?: scroll(to: id, anchor: anchor ?? state.boundPosition.anchor)
        case let other?:
            // Rows count one line each, as for the anchors: row `y` to the top, which near the
            // end (an edge at the end included) leaves the window at the last rows.
            if let y = other.offset?.y, source.count > 0 {
                state.scroll(toRow: min(max(0, y), source.count - 1), of: source.count, anchor: .top)
            }
        case nil: break
        }
        let list = ListSourceView(
            source: ListSource(
                count: source.count, id: source.id, label: source.label, resolveRow: source.resolveRow,
                scrollTarget: { state.target }, viewport: state))
        // Focusable without reading the focus, as a scroll view.
        FocusReader.makeFocusable(accepting: isScrollEnabled)
        let hasFocus = FocusReader.currentFocus()
        let isScrollEnabled = isScrollEnabled
        return list.onKeyPress { press in isScrollEnabled ? state.handle(press, hasFocus: hasFocus) : .ignored }
    }
}

/// A lazy list from a type-erased source.
struct ListSourceView: PrimitiveView {
    let source: ListSource

    static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.appendList(view.source)
    }
}

/// Where a scroll view of lazy rows is: the row to bring into view (tracked: setting it
/// redraws the list without running a body), and what the list last showed.
@Trackable final class LazyScrollState {
    /// The row the list keeps in view; nil before any scroll.
    var target: Int?
    @TrackingIgnored private var offset = 0
    @TrackingIgnored private var rows = 0
    @TrackingIgnored private var count = 0

    /// What ``View/scrollPosition(id:anchor:)`` bound around the list.
    @TrackingIgnored var boundPosition = BoundScrollPosition()
    /// The count of the reader's requests already followed (see ``ScrollViewProxy``).
    @TrackingIgnored var handledRequests = 0
    /// Whether the anchors were followed once (the initial anchor is for the first time).
    @TrackingIgnored private var hasFollowed = false
    /// The size-change anchor's vertical point, and whether the window last showed its row:
    /// then rows that come, go or grow keep that row in view. True until the window shows.
    @TrackingIgnored private var sizeChangeAnchor: Double?
    @TrackingIgnored private var isAtAnchor = true
    /// An anchored scroll asked for before the window's height was known.
    @TrackingIgnored private var pendingScroll: (index: Int, anchor: UnitPoint)?

    /// Scrolls to the initial anchor's row at first, then keeps the size-change anchor's row
    /// in view while the window shows it (the last row, for `.bottom`) as rows come, go or
    /// grow.
    func follow(_ anchors: ScrollAnchors, count: Int) {
        sizeChangeAnchor = anchors.sizeChanges?.y
        guard hasFollowed else {
            hasFollowed = true
            if let initial = anchors.initialOffset, count > 0 { target = Self.row(initial.y, of: count) }
            return
        }
        guard count > 0, let anchor = sizeChangeAnchor, isAtAnchor else { return }
        let follows = Self.row(anchor, of: count)
        if target != follows { target = follows }
    }

    /// The row at `anchor` of `count` rows, counted one line each.
    private static func row(_ anchor: Double, of count: Int) -> Int {
        ScrollAnchors.offset(anchor, maximum: max(0, count - 1))
    }

    /// Shows row `index` of `count`: with `anchor`, at the anchor's point of the window (rows
    /// counted one line each); without, by the least scroll. Before the window was laid out
    /// its height is not known: the anchored scroll is done again once it is (see
    /// ``takeSettledTarget()``).
    func scroll(toRow index: Int, of count: Int, anchor: UnitPoint?) {
        guard let anchor else { return target = index }
        if rows == 0 { pendingScroll = (index, anchor) }
        target = target(showing: index, of: count, anchor: anchor)
    }

    /// The row to keep in view so that row `index` sits at `anchor` of the window.
    private func target(showing index: Int, of count: Int, anchor: UnitPoint) -> Int {
        let rows = max(1, self.rows)
        let top = min(max(0, index - Int((CGFloat(rows - 1) * anchor.y).rounded())), max(0, count - rows))
        // A target above the window becomes its first row; one below it, its last.
        return top < offset ? top : min(count - 1, top + rows - 1)
    }

    /// After the window was first laid out: the target an anchored scroll asked for before,
    /// now that the window's height is known; nil when there is none or it is the same.
    func takeSettledTarget() -> Int? {
        guard let (index, anchor) = pendingScroll, rows > 0 else { return nil }
        pendingScroll = nil
        let settled = target(showing: index, of: count, anchor: anchor)
        return settled == target ? nil : settled
    }

    /// The list showed `rows` rows from `offset`, of `count`. A list laid out in no cells
    /// (under a pushed page, in a hidden tab) keeps the window it last showed, as a scroll
    /// view out of sight keeps its place.
    func shown(offset: Int, rows: Int, of count: Int) {
        guard rows > 0 || count == 0 else { return }
        (self.offset, self.rows, self.count) = (offset, rows, count)
        if let anchor = sizeChangeAnchor {
            let anchored = Self.row(anchor, of: count)
            isAtAnchor = count == 0 || (anchored >= offset && anchored < offset + rows)
        }
    }

    /// Scrolls for `press`: a row with the arrows (focused), a page, the ends, the wheel.
    func handle(_ press: KeyPress, hasFocus: () -> Bool) -> KeyPress.Result {
        guard count > 0 else { return .ignored }
        let last = count - 1
        let bottom = offset + max(1, rows) - 1
        func down(_ step: Int) -> Int { min(last, bottom + step) }
        func up(_ step: Int) -> Int { max(0, offset - step) }
        let target: Int
        switch press.key {
        case .downArrow where hasFocus(): target = down(1)
        case .upArrow where hasFocus(): target = up(1)
        case .pageDown: target = down(max(1, rows - 1))
        case .pageUp: target = up(max(1, rows - 1))
        case .home: target = 0
        case .end: target = last
        default:
            guard let step = press.wheelStep else { return .ignored }
            target = step > 0 ? down(step) : up(-step)
        }
        self.target = target
        boundPosition.userMoved = true
        return .handled
    }
}

/// Content a scroll view can show as a lazy list.
@MainActor
protocol LazyRowsContent {
    /// The rows as a lazy list's source.
    var lazyRows: ListSource? { get }
}

/// A lazy stack a scroll view shows as a lazy list when its content is rows.
@MainActor
protocol LazyStackContent {
    /// The stack's rows as a lazy list's source, when its content is one `ForEach`.
    var lazyStackRows: ListSource? { get }
}

extension LazyVStack: LazyStackContent {
    var lazyStackRows: ListSource? {
        guard let rows = (content as? any LazyRowsContent)?.lazyRows else { return nil }
        let alignment = Alignment(horizontal: self.alignment, vertical: .top)
        let resolveRow = rows.resolveRow
        return ListSource(
            count: rows.count, id: rows.id, label: rows.label,
            resolveRow: { position, resolver in
                // Each row where the stack would put it across its width.
                resolver.resolve(
                    RowAt(position: position, resolveRow: resolveRow).frame(maxWidth: .infinity, alignment: alignment))
            }, scrollTarget: nil)
    }
}

/// Row `position` of a lazy list's source, as a view.
private struct RowAt: PrimitiveView {
    let position: Int
    let resolveRow: (Int, _ViewResolver) -> Void

    static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        view.resolveRow(view.position, resolver)
    }
}

extension ForEach: LazyRowsContent {
    var lazyRows: ListSource? {
        let (data, id, content) = (self.data, self.id, self.content)
        func element(_ position: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: position)] }
        return ListSource(
            count: data.count, id: { AnyHashable(element($0)[keyPath: id]) },
            label: { position in
                let row = element(position)
                return IdentityLabel(row, id: AnyHashable(row[keyPath: id]))
            },
            resolveRow: { position, resolver in resolver.resolve(content(element(position))) }, scrollTarget: nil)
    }
}
