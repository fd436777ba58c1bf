import TrackingCore

/// Content taller than the space it gets, shown through a window that scrolls. The scroll
/// view takes the focus itself (Tab stops on it before the views inside); then the arrows
/// move the window a line. With the focus on it or inside it, Page Up and Page Down, Home and
/// End move the window; the mouse wheel over it does too; and moving the focus to a view out
/// of sight scrolls it into view. Vertical only; the content keeps its nodes and state while
/// out of sight.
public struct ScrollView<Content: View>: View {
    let content: Content
    @State private var position = ScrollPosition()

    /// A scroll view of `content`; horizontal scrolling is not supported, so `axes` and
    /// `showsIndicators` are accepted for SwiftUI code and ignored.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in its window, and the keys that scroll it.
    public var body: some View {
        let position = self.position
        _ = position.moves  // a scroll runs this body, which draws the window again
        // Focusable without reading the focus: taking it changes nothing on screen.
        FocusReader.makeFocusable()
        let hasFocus = FocusReader.currentFocus()
        return _ScrollContent(position: position, content: content)
            .onKeyPress { press in
                let page = max(1, position.windowHeight - 1)
                let target: Int
                switch press.key {
                case .upArrow where hasFocus(): target = position.shown - 1
                case .downArrow where hasFocus(): target = position.shown + 1
                case .pageUp: target = position.shown - page
                case .pageDown: target = position.shown + page
                case .home: target = 0
                case .end: target = position.maxOffset
                default:
                    guard let step = press.wheelStep else { return .ignored }
                    target = position.shown + step * 3
                }
                position.scroll(to: target)
                return .handled
            }
    }
}

/// Where a scroll view's window is. `shown` is what the last drawing used (focus-follow
/// moves it while drawing); `moves` is read by the scroll view's body, so that a scroll by
/// key or wheel runs it and draws again.
@Trackable final class ScrollPosition {
    var moves = 0
    @TrackingIgnored var shown = 0
    @TrackingIgnored var maxOffset = 0
    @TrackingIgnored var windowHeight = 0
    /// The scroll view's node: a focused view inside it is kept in the window.
    @TrackingIgnored weak var owner: ViewNode?

    func scroll(to offset: Int) {
        let clamped = min(max(0, offset), maxOffset)
        guard clamped != shown else { return }
        shown = clamped
        moves += 1
    }
}

/// The element of a scroll view: its content, drawn shifted and clipped to the window.
public struct _ScrollContent<Content: View>: PrimitiveView {
    let position: ScrollPosition
    let content: Content

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let elements = resolver.collect { resolver.resolve(view.content) }
        resolver.owner.clipsContent = true
        view.position.owner = resolver.owner
        resolver.append(.scrolled(view.position, .combining(elements)))
    }
}

@MainActor
extension Element {
    /// The tallest content a scroll view lays out.
    static let scrollLimit = 10_000

    /// Places scrolled content: laid out at its own height, shifted up by the offset, clipped
    /// to `rect`. A focused view inside that falls out of the window scrolls it into view.
    static func placeScrolled(
        _ content: Element, position: ScrollPosition, in rect: CellRect, style: CellStyle,
        into steps: inout [PaintStep]
    ) {
        // Content that fills what it is offered (a Spacer, a frame to infinity) gets the
        // window, not the limit: it has nothing to scroll.
        let offer = CellSize(
            width: rect.width, height: content.isFlexible(.vertical) ? rect.height : Self.scrollLimit)
        let height = content.measure(offer).height
        // Hidden (under a sheet, or a pushed view): the nodes learn they show nowhere, the
        // position stays for when the window is back.
        guard !rect.isEmpty else {
            var nowhere: [PaintStep] = []
            return content.place(in: rect, proposal: .zero, style: style, into: &nowhere)
        }
        position.windowHeight = rect.height
        position.maxOffset = max(0, height - rect.height)
        var offset = min(max(0, position.shown), position.maxOffset)
        var inside: [PaintStep] = []
        func place(at offset: Int) {
            inside = []
            let shifted = CellRect(x: rect.x, y: rect.y - offset, width: rect.width, height: height)
            content.place(in: shifted, proposal: offer, style: style, into: &inside)
        }
        place(at: offset)
        let focused = position.owner.flatMap { owner in
            owner.host.focusedNode.flatMap { $0.isDescendant(of: owner) ? $0 : nil }
        }
        if let focused, focused.frame.height > 0 {
            let frame = focused.frame
            var follow = offset
            if frame.y < rect.y {
                follow -= rect.y - frame.y
            } else if frame.y + frame.height > rect.y + rect.height {
                follow += frame.y + min(frame.height, rect.height) - (rect.y + rect.height)
            }
            follow = min(max(0, follow), position.maxOffset)
            if follow != offset {
                offset = follow
                place(at: offset)
            }
        }
        position.shown = offset
        steps.append(.window(rect, inside))
    }
}
