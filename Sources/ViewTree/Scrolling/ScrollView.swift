import TrackingCore

/// Content larger than the space it gets, shown through a window that scrolls: vertically
/// (the default), horizontally, or both (`[.horizontal, .vertical]`). The scroll view takes
/// the focus itself (Tab stops on it before the views inside); then the arrows move the
/// window a cell along the axes it scrolls. With the focus on it or inside it, Page Up and
/// Page Down, Home and End move the window (sideways in a horizontal-only one); the mouse
/// wheel over it does too; moving the focus to a view out of sight scrolls it into view, and
/// a ``ScrollViewProxy`` scrolls to a view by its id. The content keeps its nodes and state
/// while out of sight.
public struct ScrollView<Content: View>: View {
    /// The scrolled content, as SwiftUI's scroll view exposes it.
    public var content: Content
    /// The axes it scrolls along: none is taken as vertical, as the initializer takes it.
    public var axes: Axis.Set {
        didSet { if axes.isEmpty { axes = .vertical } }
    }
    /// Whether scroll indicators show: kept for SwiftUI code; a terminal window shows none.
    public var showsIndicators: Bool
    @State private var position = ScrollWindow()
    @Environment(\.scrollRequests) private var requests
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.scrollAnchors) private var anchors
    @Environment(\.scrollPositionBinding) private var positionBinding

    /// A scroll view of `content` along `axes`; `showsIndicators` is accepted for SwiftUI
    /// code (a terminal window shows none).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes.isEmpty ? .vertical : axes
        self.showsIndicators = showsIndicators
    }

    /// The content in its window, and the keys that scroll it; a lazy stack of rows as a
    /// lazy list (see `LazyVStack`).
    public var body: some View {
        if axes == .vertical, let rows = (content as? any LazyStackContent)?.lazyStackRows {
            return AnyView(
                _LazyScrollList(
                    source: rows, isScrollEnabled: isScrollEnabled, anchors: anchors, positionBinding: positionBinding))
        }
        let position = self.position
        position.axes = axes
        position.anchors = anchors
        _ = position.moves  // a scroll runs this body, which draws the window again
        if let requests, requests.count != position.handledRequests {
            // A reader around it asked to scroll to a view: looked for when laid out.
            position.handledRequests = requests.count
            position.request = requests.request
        }
        position.boundPosition.binding = positionBinding
        switch position.boundPosition.takeWanted() {
        case .view(let id, let anchor)?:
            position.request = ScrollRequests.Request(id: id, anchor: anchor ?? position.boundPosition.anchor)
        case let other?: position.pendingOffset = other.offset
        case nil: break
        }
        // Focusable without reading the focus: taking it changes nothing on screen.
        FocusReader.makeFocusable(accepting: isScrollEnabled)
        let (hasFocus, isScrollEnabled) = (FocusReader.currentFocus(), isScrollEnabled)
        return AnyView(
            _ScrollContent(position: position, content: content)
                .onKeyPress { press in isScrollEnabled ? position.handle(press, hasFocus: hasFocus) : .ignored })
    }
}

extension ScrollWindow {
    /// Moves the window for `press`, if it is a key or wheel step that scrolls.
    func handle(_ press: KeyPress, hasFocus: () -> Bool) -> KeyPress.Result {
        let vertical = axes.contains(.vertical)
        let page = max(1, (vertical ? window.height : window.width) - 1)
        switch press.key {
        case .upArrow where vertical && hasFocus(): scroll(by: 0, -1)
        case .downArrow where vertical && hasFocus(): scroll(by: 0, 1)
        case .leftArrow where axes.contains(.horizontal) && hasFocus(): scroll(by: -1, 0)
        case .rightArrow where axes.contains(.horizontal) && hasFocus(): scroll(by: 1, 0)
        case .pageUp: vertical ? scroll(by: 0, -page) : scroll(by: -page, 0)
        case .pageDown: vertical ? scroll(by: 0, page) : scroll(by: page, 0)
        case .home: vertical ? scroll(to: CellSize(width: shown.width, height: 0)) : scroll(to: .zero)
        case .end:
            vertical
                ? scroll(to: CellSize(width: shown.width, height: maxOffset.height))
                : scroll(to: CellSize(width: maxOffset.width, height: shown.height))
        default:
            guard let step = press.wheelStep else { return .ignored }
            vertical ? scroll(by: 0, step * 3) : scroll(by: step * 3, 0)
        }
        boundPosition.userMoved = true
        return .handled
    }
}
