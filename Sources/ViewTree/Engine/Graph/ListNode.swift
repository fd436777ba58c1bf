import TrackingCore

/// The node of a lazy list: the scroll offset and the nodes of the rows in view.
///
/// Which rows show is worked out when the list is placed, inside the list's own tracking:
/// the row closures are read there, so a change to them redraws the list (re-running only
/// rows whose inputs changed) without running any body above it. The scroll target (the
/// selection) is read in a tracking of its own: a move that keeps the window where it is
/// lays nothing out again, and only the rows that read the selection run and are drawn.
final class ListNode: LayoutBuiltNode {
    private var source: ListSource
    /// The index of the first row shown.
    private(set) var offset = 0
    /// The rows the last layout showed, in order: what hands preferences up, as only the
    /// rows a lazy container has made do in SwiftUI.
    private var shownRows: [Row] = []
    /// The height of the window the last layout filled.
    private var windowHeight = 0
    /// How many rows the last layout in cells showed: a layout in no cells keeps them made.
    private var keptRowCount = 0
    /// The trackings of the scroll target's reads, apart from the window's.
    private var targetTracking: Tracking?
    private let targetObservation = ObservationReads()

    /// A row resolved in one window pass.
    private struct Row {
        let element: Element
        let size: CellSize
        let proposal: CellSize
    }

    init(host: ViewHost, parent: ViewNode?, source: ListSource, label: IdentityLabel?, environment: EnvironmentValues) {
        self.source = source
        super.init(host: host, parent: parent, viewType: "List", label: label, environment: environment)
        // A list scrolls: its rows size themselves from its window, as in a scroll view.
        container.insert(.sizesRelativeFrames)
    }

    /// The nodes of the rows in view, by identity.
    var rows: [ViewPath: ViewNode] { builtChildren }

    /// The number of row nodes alive.
    var rowNodeCount: Int { builtChildren.count }

    func update(_ source: ListSource, environment: EnvironmentValues) {
        self.source = source
        self.environment = environment
    }

    override func measureContent(_ proposal: CellSize) -> CellSize { proposal }

    override func isFlexibleContent(_ axis: Axis) -> Bool { true }

    override func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {
        for row in shownRows { row.element.collectPreferences(key, into: &values) }
    }

    /// Lays out the window: which rows show, resolved inside the list's own tracking, and
    /// where each goes.
    override func placeContent(in rect: CellRect, into steps: inout [PaintStep]) {
        let (visible, unseen) = buildTracked { layOutWindow(width: rect.width, height: rect.height) }
        shownRows = visible
        for row in unseen {
            // In no cells: it takes no focus or click, and any change to it makes its size
            // differ from its frame's, so the list lays out again (see `layOutWindow`).
            var steps: [PaintStep] = []
            row.element.place(
                in: CellRect(x: rect.x, y: rect.y, width: 0, height: 0), proposal: row.proposal, style: style,
                into: &steps)
        }
        var y = rect.y
        for row in visible {
            let height = min(row.size.height, rect.y + rect.height - y)
            let frame = CellRect(x: rect.x, y: y, width: row.size.width, height: height)
            row.element.place(in: frame, proposal: row.proposal, style: style, into: &steps)
            y += row.size.height
        }
    }

    /// Chooses the offset that keeps the target row in view and resolves the rows that fill
    /// `height`; touches only those rows (and the few between the old and new offsets).
    /// Also returns the row just above a window with room left when its height decided where
    /// the window starts (too tall to show above the target or the end): it is kept, unseen,
    /// so that a change to it lays the window out again, as a fresh render would place it;
    /// and, laid out in no cells, the rows the window last showed.
    private func layOutWindow(width: Int, height: Int) -> (visible: [Row], unseen: [Row]) {
        let resolver = _ViewResolver(owner: self, environment: environment, previous: builtChildren, label: nil)
        var resolved: [Int: Row] = [:]
        func row(_ position: Int) -> Row {
            if let row = resolved[position] { return row }
            let start = ContinuousClock.now
            let elements = resolver.collect {
                resolver.withComponent(.id(source.id(position))) {
                    resolver.withLabel(source.label(position)) {
                        observed { source.resolveRow(position, resolver) }
                    }
                }
            }
            // Outside the row's Observation scope, which would take in a row view's reads.
            resolver.updateChildren()
            let element = Element.combining(elements)
            reportInlineRow(element, position: position, duration: .now - start)
            let proposal = CellSize(width: width, height: height)
            let row = Row(element: element, size: element.measure(proposal), proposal: proposal)
            resolved[position] = row
            return row
        }
        // Zero-height rows still count one, so a walk always ends within `height` steps.
        func rowHeight(_ position: Int) -> Int { max(1, row(position).size.height) }

        let count = source.count
        windowHeight = height
        offset = count == 0 ? 0 : min(max(0, offset), count - 1)
        if let target = trackedTarget(), target >= 0, target < count, height > 0 {
            if target < offset {
                offset = target
            } else if target - offset >= height || (offset...target).reduce(0, { $0 + rowHeight($1) }) > height {
                var used = rowHeight(target)
                var first = target
                while first > 0, used + rowHeight(first - 1) <= height {
                    first -= 1
                    used += rowHeight(first)
                }
                offset = first
            }
        }
        // Rows above rather than blank lines below: a window that grew (or rows removed at
        // the end) pulls the offset back as far as the last row allows, as a scroll view
        // never scrolls past its end. Touches only rows that will show.
        var below = 0
        var end = offset
        while end < count, below < height {
            below += rowHeight(end)
            end += 1
        }
        if end == count {
            while offset > 0, below + rowHeight(offset - 1) <= height {
                offset -= 1
                below += rowHeight(offset)
            }
        }
        var visible: [Row] = []
        var keep = Set<AnyHashable>()
        var used = 0
        var position = offset
        while position < count, used < height {
            visible.append(row(position))
            keep.insert(source.id(position))
            used += rowHeight(position)
            position += 1
        }
        // A full window stays full whatever that row becomes: nothing to watch then.
        var unseen: [Row] = []
        if offset > 0, used < height, let edge = resolved[offset - 1] {
            unseen.append(edge)
            keep.insert(source.id(offset - 1))
        }
        // In no cells (under a pushed page, in a hidden tab) the rows it last showed stay
        // made and run for the list's new content, as SwiftUI's rows out of sight do: a page
        // a row's link pushed follows them.
        if height == 0 {
            for position in offset..<min(count, offset + keptRowCount) {
                unseen.append(row(position))
                keep.insert(source.id(position))
            }
        } else {
            keptRowCount = visible.count
        }
        var kept = resolver.finish()
        for (key, node) in kept where !Self.isRow(key, in: keep) {
            node.dismantle()
            kept[key] = nil
        }
        builtChildren = kept
        if let viewport = source.viewport {
            viewport.shown(offset: offset, rows: visible.count, of: count)
            if let settled = viewport.takeSettledTarget() { host.handUp { viewport.target = settled } }
            if viewport.boundPosition.binding != nil, !visible.isEmpty {
                viewport.boundPosition.report(source.id(offset), on: host)
            }
        }
        return (visible, unseen)
    }

    /// A row given inline (`List(items) { Text($0.name) }`) has no node of its own: its
    /// closure is its body, and each run of it is reported like a body's. A row that is a
    /// composed view reports itself, when its body runs.
    private func reportInlineRow(_ element: Element, position: Int, duration: Duration) {
        if case .node = element { return }
        let cause = layoutCause
        host.record(
            EvaluationEvent(
                frame: host.frameNumber, viewType: "List row", identity: "List row#\(source.label(position).text)",
                cause: cause, duration: duration),
            of: self)
    }

    override func cancelTrackings() {
        super.cancelTrackings()
        targetTracking?.cancel()
        targetTracking = nil
        targetObservation.cancel()
    }

    override func dismantle() {
        shownRows = []
        super.dismantle()
    }

    /// The scroll target changed: whether the window keeps its rows (the target already shows
    /// whole in it, and no scroll position is bound), reading the target again in a new
    /// tracking; if not, the list lays out again.
    func keepsWindowForNewTarget() -> Bool {
        let target = trackedTarget()
        guard source.viewport == nil, !shownRows.isEmpty else { return false }
        guard let target else { return true }
        guard target >= offset, target < offset + shownRows.count else { return false }
        var used = 0
        for row in shownRows[0...(target - offset)] { used += max(1, row.size.height) }
        return used <= windowHeight
    }

    /// The scroll target, read in its own tracking (the window's does not take the read):
    /// a change reaches ``keepsWindowForNewTarget()``.
    private func trackedTarget() -> Int? {
        targetTracking?.cancel()
        targetObservation.cancel()
        let (inbox, id, source) = (host.inbox, self.id, self.source)
        let observation = targetObservation
        let (target, tracking) = withoutTracking {
            withCancellableTracking(
                {
                    observation.track({ source.scrollTarget?() }) { change in
                        inbox.post(.observedWindowTarget(nodeID: id, change: change))
                    }
                }, delivery: .didSet, recordsValues: host.recordsValues
            ) { change in inbox.post(.windowTarget(nodeID: id, change: change)) }
        }
        targetTracking = tracking
        return target
    }

    private static func isRow(_ key: ViewPath, in ids: Set<AnyHashable>) -> Bool {
        guard case .id(let id)? = key.components.first else { return false }
        return ids.contains(id)
    }
}
