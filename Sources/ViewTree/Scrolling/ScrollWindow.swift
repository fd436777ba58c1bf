import TrackingCore

/// Where a scroll view's window is, in cells from the content's top left corner. `shown` is
/// what the last drawing used (focus-follow and scroll requests move it while drawing);
/// `moves` is read by the scroll view's body, so that a scroll by key or wheel runs it and
/// draws again.
@Trackable final class ScrollWindow {
    var moves = 0
    @TrackingIgnored var shown = CellSize.zero
    @TrackingIgnored var maxOffset = CellSize.zero
    /// The window's size at the last drawing.
    @TrackingIgnored var window = CellSize.zero
    /// The axes it scrolls along.
    @TrackingIgnored var axes: Axis.Set = .vertical
    /// The scroll view's node: a focused view inside it is kept in the window.
    @TrackingIgnored weak var owner: ViewNode?
    /// A ``ScrollViewProxy/scrollTo(_:anchor:)`` waiting for the next drawing, and how many
    /// of the reader's requests it has taken.
    @TrackingIgnored var request: ScrollRequests.Request?
    @TrackingIgnored var handledRequests = 0
    /// What ``View/defaultScrollAnchor(_:)`` set around the scroll view.
    @TrackingIgnored var anchors = ScrollAnchors()
    /// What ``View/scrollPosition(id:anchor:)`` bound around the scroll view.
    @TrackingIgnored var boundPosition = BoundScrollPosition()
    /// An offset a bound ``ScrollPosition`` asked for (an axis left nil stays), waiting for
    /// the next drawing, where the content's size is known.
    @TrackingIgnored var pendingOffset: (x: Int?, y: Int?)?
    /// Whether it was drawn in a window yet: the first drawing starts at the initial anchor.
    @TrackingIgnored var hasShown = false

    /// Moves the window to `offset`, kept to the content.
    func scroll(to offset: CellSize) {
        let clamped = kept(offset)
        guard clamped != shown else { return }
        shown = clamped
        moves += 1
    }

    /// `offset` kept to the content.
    func kept(_ offset: CellSize) -> CellSize {
        CellSize(
            width: min(max(0, offset.width), maxOffset.width), height: min(max(0, offset.height), maxOffset.height))
    }

    /// Moves the window by `dx` columns and `dy` rows.
    func scroll(by dx: Int, _ dy: Int) {
        scroll(to: CellSize(width: shown.width + dx, height: shown.height + dy))
    }
}

/// The element of a scroll view: its content, drawn shifted and clipped to the window.
public struct _ScrollContent<Content: View>: PrimitiveView {
    let position: ScrollWindow
    let content: Content

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let elements = resolver.collect { resolver.resolve(view.content) }
        resolver.owner.container.insert(.clipsContent)
        view.position.owner = resolver.owner
        resolver.append(.scrolled(view.position, .combining(elements)))
    }
}
