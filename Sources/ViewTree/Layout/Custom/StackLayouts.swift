import Foundation

/// The built-in containers as ``Layout`` values, as SwiftUI's `HStackLayout`, `VStackLayout`,
/// `ZStackLayout` and `GridLayout`: `layout { ... }` lays its views out exactly as the
/// container does, and wrapped in an ``AnyLayout`` one can be switched for another while the
/// views inside keep their state.
@MainActor
protocol ElementLayout {
    /// The element the container makes of `children`, its spacing given in points turned
    /// into cells at `scale`.
    func element(of children: [Element], at scale: CellScale) -> Element
    /// Whether a change inside lays all of it out again (see ``ContainerKind/drawsLayers``).
    var drawsLayers: Bool { get }
    /// Whether the code gave it a length (a spacing), which the scale turns into cells.
    var hasLengths: Bool { get }
}

extension ElementLayout {
    /// Its size as the container's, for a layout that asks it directly.
    func elementSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let size = element(of: subviews.map(\.element), at: .cells).measure(proposal.cells)
        return CGSize(cells: size)
    }

    var hasLengths: Bool { false }
}

/// Views side by side, as an ``HStack`` with the same alignment and spacing lays them out.
public struct HStackLayout: Layout, ElementLayout {
    /// Where the views sit vertically.
    public var alignment: VerticalAlignment
    /// The empty columns between views (nil: one, an `HStack`'s default).
    public var spacing: CGFloat?

    /// A layout of views left to right.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    func stack(at scale: CellScale) -> StackLayout {
        StackLayout(
            axis: .horizontal, spacing: scale.spacing(spacing, along: .horizontal, default: 1),
            verticalAlignment: alignment)
    }
    func element(of children: [Element], at scale: CellScale) -> Element { .stack(stack(at: scale), children) }
    var drawsLayers: Bool { false }
    var hasLengths: Bool { spacing != nil }

    /// The size an `HStack` of the subviews takes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        elementSize(proposal, subviews)
    }

    /// Places the subviews where an `HStack` puts them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayouts.place(subviews, stack(at: .cells), in: bounds)
    }
}

/// Views one under another, as a ``VStack`` with the same alignment and spacing lays them out.
public struct VStackLayout: Layout, ElementLayout {
    /// Where the views sit horizontally.
    public var alignment: HorizontalAlignment
    /// The empty rows between views (nil: none, a `VStack`'s default).
    public var spacing: CGFloat?

    /// A layout of views top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    func stack(at scale: CellScale) -> StackLayout {
        StackLayout(
            axis: .vertical, spacing: scale.spacing(spacing, along: .vertical, default: 0),
            horizontalAlignment: alignment)
    }
    func element(of children: [Element], at scale: CellScale) -> Element { .stack(stack(at: scale), children) }
    var drawsLayers: Bool { false }
    var hasLengths: Bool { spacing != nil }

    /// The size a `VStack` of the subviews takes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        elementSize(proposal, subviews)
    }

    /// Places the subviews where a `VStack` puts them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayouts.place(subviews, stack(at: .cells), in: bounds)
    }
}

/// Views over each other, as a ``ZStack`` with the same alignment lays them out.
public struct ZStackLayout: Layout, ElementLayout {
    /// Where each view sits in the layout.
    public var alignment: Alignment

    /// A layout of views drawn over each other, the last on top.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    func element(of children: [Element], at scale: CellScale) -> Element { .layered(alignment, children) }
    var drawsLayers: Bool { true }

    /// The size a `ZStack` of the subviews takes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        elementSize(proposal, subviews)
    }

    /// Places each subview at the alignment in `bounds`, at its size for the bounds, by the
    /// alignment's guides as the `ZStack` places them (a custom guide asks the subview).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rect = StackLayouts.cells(of: bounds)
        for subview in subviews {
            let frame = alignment.frame(of: subview.element, offered: rect.size, in: rect)
            subview.place(
                at: CGPoint(x: frame.x, y: frame.y), anchor: .topLeading, proposal: ProposedViewSize(cells: rect.size))
        }
    }
}

/// Rows of cells, as a ``Grid`` with the same alignment and spacing lays out its ``GridRow``s.
public struct GridLayout: Layout, ElementLayout {
    /// Where each cell sits in its column and row.
    public var alignment: Alignment
    /// The empty columns between cells (nil: one).
    public var horizontalSpacing: CGFloat?
    /// The empty rows between rows (nil: none).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    func element(of children: [Element], at scale: CellScale) -> Element {
        .grid(
            GridArrangement(
                alignment: alignment,
                horizontalSpacing: scale.spacing(horizontalSpacing, along: .horizontal, default: 1),
                verticalSpacing: scale.spacing(verticalSpacing, along: .vertical, default: 0)),
            children)
    }
    var drawsLayers: Bool { true }
    var hasLengths: Bool { horizontalSpacing != nil || verticalSpacing != nil }

    /// The size a `Grid` of the subviews takes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        elementSize(proposal, subviews)
    }

    /// Places the subviews (the grid's rows) one under another, as the grid does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = StackLayout(
            axis: .vertical, spacing: CellScale.cells.spacing(verticalSpacing, along: .vertical, default: 0),
            horizontalAlignment: alignment.horizontal)
        StackLayouts.place(subviews, rows, in: bounds)
    }
}

/// What the stack layouts share.
@MainActor
enum StackLayouts {
    /// Places each subview where `stack` puts it in `bounds`.
    static func place(_ subviews: LayoutSubviews, _ stack: StackLayout, in bounds: CGRect) {
        let rect = cells(of: bounds)
        let children = subviews.map(\.element)
        let placements = stack.place(children, in: rect.size).children
        for (subview, (frame, placement)) in zip(subviews, zip(stack.frames(of: placements, in: rect), placements)) {
            subview.place(
                at: CGPoint(x: frame.x, y: frame.y), anchor: .topLeading,
                proposal: ProposedViewSize(cells: placement.proposal))
        }
    }

    /// The cells `bounds` covers.
    static func cells(of bounds: CGRect) -> CellRect {
        CellRect(
            x: Int(bounds.minX.rounded()), y: Int(bounds.minY.rounded()), width: Int(bounds.width.rounded()),
            height: Int(bounds.height.rounded()))
    }
}
