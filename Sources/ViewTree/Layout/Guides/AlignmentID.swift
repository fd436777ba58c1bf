/// A type that names an alignment guide and gives its value where no view sets one: the
/// built-in guides (`.leading`, `.center`, `.top`, ...) have one each, and an app defines its
/// own to line up views across stacks, as in SwiftUI:
///
/// ```swift
/// private enum Label: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
/// }
/// extension HorizontalAlignment {
///     static let label = HorizontalAlignment(Label.self)
/// }
/// ```
public protocol AlignmentID: SendableMetatype {
    /// The guide's offset from the view's top left corner, in cells, where no
    /// `.alignmentGuide` sets it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment is: its id type, and the axis it runs across.
struct AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    /// Whether it is one of SwiftUI's own guides, which a stack does not pass on from its
    /// children (a custom guide lines up views across stacks).
    let isBuiltIn: Bool

    init(_ id: any AlignmentID.Type, axis: Axis, isBuiltIn: Bool) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        self.isBuiltIn = isBuiltIn
    }
}

/// The built-in guides, whose positions a stack or frame finds without asking the views
/// (unless one sets them explicitly): at the start, the centre or the end.
enum BuiltInGuide: Sendable {
    case start, middle, end

    /// Where a view of `length` sits in `available` cells.
    func offset(of length: Int, in available: Int) -> Int {
        switch self {
        case .start: 0
        case .middle: max(0, (available - length) / 2)
        case .end: max(0, available - length)
        }
    }

    /// The guide's value in a view of `length`.
    func value(in length: Int) -> Int {
        switch self {
        case .start: 0
        case .middle: length / 2
        case .end: length
        }
    }
}

/// What an alignment is, along either axis: its guide's key, whether it is one of the
/// built-in ones, and its default value.
struct Guide: Sendable {
    let key: AlignmentKey
    let builtIn: BuiltInGuide?
    /// A type, not a closure: stacks copy their alignments on every layout, and a closure
    /// would be retained and released each time.
    private let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type, axis: Axis, builtIn: BuiltInGuide?) {
        key = AlignmentKey(id, axis: axis, isBuiltIn: builtIn != nil)
        self.builtIn = builtIn
        self.id = id
    }

    /// The guide's value in `dimensions` where no view sets it.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }
}

/// A guide lining views up along the width: where a narrower child sits in a column.
public struct HorizontalAlignment: Equatable, Sendable {
    let guide: Guide

    /// The alignment whose guide `id` names.
    public init(_ id: any AlignmentID.Type) {
        guide = Guide(id, axis: .horizontal, builtIn: nil)
    }

    private init(_ id: any AlignmentID.Type, builtIn: BuiltInGuide) {
        guide = Guide(id, axis: .horizontal, builtIn: builtIn)
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self, builtIn: .start)
    /// The centre.
    public static let center = HorizontalAlignment(Center.self, builtIn: .middle)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self, builtIn: .end)

    /// Whether both are the same guide.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.guide.key == rhs.guide.key }

    private enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { (context.width / 2).rounded(.down) }
    }
    private enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

/// A guide lining views up along the height: where a shorter child sits in a row.
public struct VerticalAlignment: Equatable, Sendable {
    let guide: Guide

    /// The alignment whose guide `id` names.
    public init(_ id: any AlignmentID.Type) {
        guide = Guide(id, axis: .vertical, builtIn: nil)
    }

    private init(_ id: any AlignmentID.Type, builtIn: BuiltInGuide) {
        guide = Guide(id, axis: .vertical, builtIn: builtIn)
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self, builtIn: .start)
    /// The centre.
    public static let center = VerticalAlignment(Center.self, builtIn: .middle)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self, builtIn: .end)
    /// The first line of text: in cells, every line is one row, so first rows line up as
    /// tops do.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, builtIn: .start)
    /// The last line of text: last rows line up as bottoms do.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, builtIn: .end)

    /// Whether both are the same guide.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.guide.key == rhs.guide.key }

    private enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { (context.height / 2).rounded(.down) }
    }
    private enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
