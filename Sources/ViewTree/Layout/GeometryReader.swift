/// A view whose content is built from the space it is given, as SwiftUI's `GeometryReader`:
/// it takes all the space offered, and its content, laid out at its top-leading corner, is
/// made by a closure that reads the size (and place) of that space through a
/// ``GeometryProxy``.
///
/// The closure runs while the reader is laid out, in the reader's own tracking: a change to
/// what it reads, or to its size, runs it again without running the body around it.
public struct GeometryReader<Content: View>: PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// A reader whose content `content` makes from the proxy of its space.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let content = view.content
        resolver.appendGeometry { proxy, resolver in resolver.resolve(content(proxy)) }
    }
}

/// The space a ``GeometryReader`` was given: its size, and where it is, in SwiftUI's points
/// (cells times ``EnvironmentValues/pointsPerCell``, so a length computed from them sizes a
/// frame as it does in SwiftUI).
public struct GeometryProxy: Sendable {
    /// The reader's size in cells.
    let cells: CellSize
    /// The reader's frame on the screen.
    let globalFrame: CellRect
    /// Points a cell, where the reader is.
    let scale: CellScale

    init(size: CellSize, globalFrame: CellRect, scale: CellScale = .cells) {
        cells = size
        self.globalFrame = globalFrame
        self.scale = scale
    }

    /// The reader's size.
    public var size: CGSize { scale.points(CGSize(cells: cells)) }

    /// The reader's frame in `space`: from its own top-leading corner (`.local`) or from the
    /// screen's (`.global`).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(origin: .zero, size: size)
        case .global: scale.points(CGRect(cells: globalFrame))
        }
    }
}

/// Where a frame is measured from: a view's own corner or the screen's.
public enum CoordinateSpace: Hashable, Sendable {
    /// The view's own top-leading corner.
    case local
    /// The screen's top-leading corner.
    case global
}
