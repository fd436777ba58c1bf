/// What ``View/scrollPosition(id:anchor:)`` or ``View/scrollPosition(_:anchor:)`` binds for
/// the scroll views inside: where to scroll, read to scroll there, and the id of the view at
/// the top of the window, written as the window moves.
struct ScrollPositionBinding {
    private let binding: any PositionBinding
    let anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        self.binding = TypedIDBinding(binding: binding)
        self.anchor = anchor
    }

    init(_ binding: some PositionBinding, anchor: UnitPoint?) {
        self.binding = binding
        self.anchor = anchor
    }

    /// Where the bound value asks to be.
    func read() -> ScrollDestination? { binding.read() }

    /// Whether the bound value learns of every move of the window (an id binding), or only
    /// of those made with keys or the wheel (a ``ScrollPosition``).
    var reportsEveryMove: Bool { binding.reportsEveryMove }

    /// Tells the bound value that the window moved to `id` at its top (an id of another type
    /// sets nil, as no view has it).
    func write(_ id: AnyHashable?) { binding.write(id) }
}

/// Where a bound scroll position asks a scroll view to be: a view by its id (at `anchor` of
/// the window, or the modifier's), an edge of the content, or an offset in cells.
enum ScrollDestination: Equatable {
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case offset(x: Int?, y: Int?)

    /// The offset an edge or an offset asks for, each axis kept where it is when nil; an edge
    /// at the end asks for more than any content has, which the window keeps to the content.
    var offset: (x: Int?, y: Int?)? {
        switch self {
        case .view: nil
        case .offset(let x, let y): (x, y)
        case .edge(let edge):
            (
                edge.contains(.leading) ? 0 : edge.contains(.trailing) ? Int.max / 2 : nil,
                edge.contains(.top) ? 0 : edge.contains(.bottom) ? Int.max / 2 : nil
            )
        }
    }
}

/// A scroll view's side of a bound position: the binding around it, and the id it last
/// wrote there or scrolled to, so that neither its own writes nor an unchanged value scroll it.
struct BoundScrollPosition {
    var binding: ScrollPositionBinding?
    private var reportedID: AnyHashable?
    /// The destination last scrolled to, so that an unchanged value does not scroll again.
    private var lastTaken: ScrollDestination?
    /// Whether keys or the wheel moved the window since the bound value last asked for a
    /// place: a ``ScrollPosition`` learns only of those moves, as SwiftUI's learns of the
    /// user's.
    var userMoved = false

    /// Where the view with the bound id goes in the window: the top, or the binding's anchor.
    var anchor: UnitPoint { binding?.anchor ?? .top }

    /// Where to scroll now, when the bound value changed from outside. Read in a body, so
    /// that a change to the bound value runs it again.
    @MainActor mutating func takeWanted() -> ScrollDestination? {
        guard let wanted = binding?.read() else { return nil }
        if case .view(let id, _) = wanted, id == reportedID { return nil }
        if wanted == lastTaken { return nil }
        lastTaken = wanted
        userMoved = false
        if case .view(let id, _) = wanted { reportedID = id }
        return wanted
    }

    /// Hands `top`, the id now at the top of the window, to the binding once this frame's
    /// layout is done (the views that read it run in the same frame), when it is new.
    @MainActor mutating func report(_ top: AnyHashable?, on host: ViewHost) {
        guard let binding, let top, top != reportedID else { return }
        reportedID = top
        guard userMoved || binding.reportsEveryMove else { return }
        lastTaken = nil
        host.handUp { binding.write(top) }
    }
}

extension View {
    /// Binds `id` to the identity of the top-most view in the scroll view inside, as
    /// SwiftUI's: scrolling (keys, the wheel, a focused view brought into sight) writes it,
    /// and setting it scrolls that view to the top of the window (to `anchor` of the window
    /// when given). The views are the elements of a `ForEach` and views given an `.id(_:)`;
    /// an id no view has scrolls nothing. It is written once the window has been laid out,
    /// in the same frame.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(id, anchor: anchor))
    }

    /// Accepted for SwiftUI code, where it marks the layout whose views
    /// ``scrollPosition(id:anchor:)`` reports: here every view with an id inside the scroll
    /// view is one, so the mark changes nothing (`isEnabled` false included).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }
}

/// A bound scroll position of some type: where it asks to be, and what it learns when the
/// window moves.
protocol PositionBinding {
    func read() -> ScrollDestination?
    func write(_ id: AnyHashable?)
    var reportsEveryMove: Bool { get }
}

/// A binding to an optional id of some type (``View/scrollPosition(id:anchor:)``).
private struct TypedIDBinding<ID: Hashable>: PositionBinding {
    let binding: Binding<ID?>
    var reportsEveryMove: Bool { true }

    func read() -> ScrollDestination? {
        guard let id = binding.wrappedValue else { return nil }
        return .view(AnyHashable(id), anchor: nil)
    }

    func write(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
}

private struct ScrollPositionBindingKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The binding ``View/scrollPosition(id:anchor:)`` set for the scroll views here.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }

    /// Whether ``View/scrollPosition(id:anchor:)`` bound a position here; no read recorded.
    var hasScrollPositionBinding: Bool { entry(ScrollPositionBindingKey.self) != nil }
}
