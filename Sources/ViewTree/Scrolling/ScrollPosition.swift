import Foundation

/// Where a scroll view is, as SwiftUI's `ScrollPosition`: a view by its id, an edge of the
/// content, or a point in it; bound with ``View/scrollPosition(_:anchor:)``.
///
/// Setting it scrolls the scroll view inside; as the user scrolls (keys and the wheel),
/// ``viewID`` becomes the id of the top-most view whose id is of the position's id type,
/// ``isPositionedByUser`` becomes true, and ``edge`` and ``point`` become nil. Points are in
/// cells: `y` counts rows, `x` columns.
public struct ScrollPosition: Equatable {
    private var destination: ScrollDestination?
    private let idType: Any.Type
    /// An id as the id type, or nil when it is of another type.
    private let typedID: (AnyHashable) -> (any Hashable & Sendable)?
    /// Whether the user has scrolled since the position was last set, as SwiftUI's.
    public var isPositionedByUser = false {
        didSet { if isPositionedByUser, destination?.offset != nil { destination = nil } }
    }

    /// A position that asks for nothing yet, reporting ids of type `idType` as the user scrolls.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        self.idType = idType
        typedID = { $0.base as? ID }
    }

    /// A position at `edge` of the content (`.top`, `.bottom`, `.leading`, `.trailing`).
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        destination = .edge(edge)
    }

    /// A position with `point` of the content at the window's top left corner, in cells.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        scrollTo(point: point)
    }

    /// A position `x` columns from the content's leading edge.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(idType: idType)
        scrollTo(x: x)
    }

    /// A position `y` rows from the content's top.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(idType: idType)
        scrollTo(y: y)
    }

    /// A position at the view with `id`, placed at `anchor` of the window (the modifier's
    /// anchor, or the top, when nil).
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self)
        scrollTo(id: id, anchor: anchor)
    }

    /// The edge it is at, if it was set to one and the user has not scrolled since.
    public var edge: Edge? {
        if case .edge(let edge) = destination { edge } else { nil }
    }

    /// The point it is at, if it was set to one and the user has not scrolled since.
    public var point: CGPoint? {
        guard case .offset(let x, let y) = destination else { return nil }
        return CGPoint(x: CGFloat(x ?? 0), y: CGFloat(y ?? 0))
    }

    /// The id of the view it was set to, or of the top-most view the user scrolled to.
    public var viewID: (any Hashable & Sendable)? {
        guard case .view(let id, _) = destination else { return nil }
        return typedID(id)
    }

    /// ``viewID`` when it is of `type`.
    public func viewID<ID: Hashable & Sendable>(type: ID.Type) -> ID? {
        viewID as? ID
    }

    /// Scrolls to the view with `id`, placed at `anchor` of the window.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        set(.view(AnyHashable(id), anchor: anchor))
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) {
        set(.edge(edge))
    }

    /// Scrolls so that `point` of the content is at the window's top left corner.
    public mutating func scrollTo(point: CGPoint) {
        set(.offset(x: Int(point.x.rounded()), y: Int(point.y.rounded())))
    }

    /// Scrolls to `x` columns from the leading edge, keeping the rows where they are.
    public mutating func scrollTo(x: CGFloat) {
        set(.offset(x: Int(x.rounded()), y: nil))
    }

    /// Scrolls to `y` rows from the top, keeping the columns where they are.
    public mutating func scrollTo(y: CGFloat) {
        set(.offset(x: nil, y: Int(y.rounded())))
    }

    /// Scrolls to `x` columns and `y` rows.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }

    private mutating func set(_ destination: ScrollDestination) {
        self.destination = destination
        isPositionedByUser = false
    }

    /// The user scrolled: `id` is at the top of the window.
    fileprivate mutating func userScrolled(to id: AnyHashable?) {
        isPositionedByUser = true
        destination = id.flatMap { typedID($0) == nil ? nil : .view($0, anchor: nil) }
    }

    fileprivate var wanted: ScrollDestination? { isPositionedByUser ? nil : destination }

    /// Two positions are equal when they ask for the same place, have the same id type and
    /// were or were not placed by the user.
    public static func == (left: ScrollPosition, right: ScrollPosition) -> Bool {
        left.destination == right.destination && ObjectIdentifier(left.idType) == ObjectIdentifier(right.idType)
            && left.isPositionedByUser == right.isPositionedByUser
    }
}

extension View {
    /// Binds `position` to the scroll view inside, as SwiftUI's: setting it scrolls there (a
    /// view by its id at `anchor` of the window, an edge, a point in cells), and scrolling by
    /// the user sets its ``ScrollPosition/viewID`` to the top-most view's id once the window
    /// has been laid out, in the same frame. A lazy stack counts its rows one line each.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(ValueBinding(position: position), anchor: anchor))
    }
}

/// A bound ``ScrollPosition`` as a scroll view reads and writes it.
private struct ValueBinding: PositionBinding {
    let position: Binding<ScrollPosition>
    var reportsEveryMove: Bool { false }

    func read() -> ScrollDestination? { position.wrappedValue.wanted }

    func write(_ id: AnyHashable?) { position.wrappedValue.userScrolled(to: id) }
}
