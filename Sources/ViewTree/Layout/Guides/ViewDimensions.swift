/// A view's size and its alignment guides, from its top left corner: what an
/// `.alignmentGuide` closure and an `AlignmentID`'s default value are given (in cells), and
/// what a custom ``Layout``'s subview answers (in the layout's points).
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The value a view inside sets for a guide, if one does, in cells.
    private let explicit: (AlignmentKey) -> Int?
    /// Points a cell.
    private let scale: CellScale

    init(_ size: CellSize, scale: CellScale = .cells, explicit: @escaping (AlignmentKey) -> Int? = { _ in nil }) {
        width = scale.points(CGFloat(size.width), along: .horizontal)
        height = scale.points(CGFloat(size.height), along: .vertical)
        self.explicit = explicit
        self.scale = scale
    }

    /// The guide's value: set by the view, or its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.guide.defaultValue(in: self)
    }

    /// The guide's value: set by the view, or its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.guide.defaultValue(in: self)
    }

    /// The guide's value where the view sets it, else nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicit(guide.guide.key).map { scale.points(CGFloat($0), along: .horizontal) }
    }

    /// The guide's value where the view sets it, else nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicit(guide.guide.key).map { scale.points(CGFloat($0), along: .vertical) }
    }
}
