/// A view's size and its alignment guides, in cells from its top left corner: what an
/// `.alignmentGuide` closure and an `AlignmentID`'s default value are given.
public struct ViewDimensions {
    /// The view's width, in cells.
    public let width: CGFloat
    /// The view's height, in cells.
    public let height: CGFloat
    /// The value a view inside sets for a guide, if one does.
    private let explicit: (AlignmentKey) -> Int?

    init(_ size: CellSize, explicit: @escaping (AlignmentKey) -> Int? = { _ in nil }) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
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
        explicit(guide.guide.key).map { CGFloat($0) }
    }

    /// The guide's value where the view sets it, else nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicit(guide.guide.key).map { CGFloat($0) }
    }
}
