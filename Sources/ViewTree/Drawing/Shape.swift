/// A shape a terminal can draw: a rectangle of cells, filled or outlined with box-drawing
/// lines, as large as the space offered (as SwiftUI's shapes are; 10 points along an axis
/// offered no limit, as in a scroll view or under `.fixedSize()`). On its own a shape is
/// filled with the foreground colour (the text colour, or the one `.foregroundStyle` sets);
/// `.fill(_:)` fills it with a colour, `.stroke(_:lineWidth:)` draws its outline. Round
/// shapes (circles, capsules, ellipses, rounded rectangles) are drawn in their frame's cells
/// with round corners; a shape of one's own, whatever its `path(in:)`, as a rectangle.
public protocol Shape: PrimitiveView {
    /// Framework internal: whether its outline has round corners (`╭╮╰╯`).
    var _hasRoundCorners: Bool { get }

    /// The shape's outline in `rect`, as SwiftUI's shapes describe it; a terminal draws the
    /// shape's frame instead.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Framework internal: square corners, unless the shape says.
    public var _hasRoundCorners: Bool { false }

    /// The shape's frame as a path.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape filled with `content`'s colour (a gradient's first; a material's none): its
    /// frame's cells in that colour. A stroke may follow (see ``ShapeView``).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<
        Self, S, EmptyView
    > {
        FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
    }

    /// Part of the outline, from `from` to `to` (0 to 1): a cell outline is drawn whole.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> Self { self }

    /// Framework internal: cells in the foreground colour (spaces drawn in reverse).
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(
            .styled(StyleChange(reverse: true), .filled(.default, ideal: resolver.environment.cellScale.shapeIdealSize))
        )
    }
}

/// A rectangle: its outline has square corners.
public struct Rectangle: Shape {
    /// A rectangle as large as the space offered.
    public init() {}

    /// Framework internal: square corners.
    public var _hasRoundCorners: Bool { false }
}

/// A rectangle with round corners: in cells, its outline's corners are `╭╮╰╯` whatever the
/// radius; filled, it is a rectangle.
public struct RoundedRectangle: Shape {
    /// The radius asked for; a cell corner has one shape.
    public let cornerRadius: Double

    /// A rounded rectangle as large as the space offered.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    /// Framework internal: round corners.
    public var _hasRoundCorners: Bool { true }
}

/// A circle: its frame's cells, with round corners when outlined (a cell grid has no curves).
public struct Circle: Shape {
    /// A circle as large as the space offered.
    public init() {}

    /// Framework internal: round corners.
    public var _hasRoundCorners: Bool { true }
}

/// An ellipse: its frame's cells, with round corners when outlined.
public struct Ellipse: Shape {
    /// An ellipse as large as the space offered.
    public init() {}

    /// Framework internal: round corners.
    public var _hasRoundCorners: Bool { true }
}

/// A capsule: its frame's cells, with round corners when outlined.
public struct Capsule: Shape {
    /// How a capsule's corners are drawn, as SwiftUI's.
    public enum Style: Hashable, Sendable { case circular, continuous }

    /// A capsule as large as the space offered.
    public init(style: Style = .continuous) {}

    /// Framework internal: round corners.
    public var _hasRoundCorners: Bool { true }
}

extension RoundedRectangle {
    /// A rounded rectangle whose corners are `cornerSize`: in cells every radius is one shape.
    public init(cornerSize: CGSize, style: Capsule.Style = .continuous) {
        self.init(cornerRadius: Double(cornerSize.width))
    }

    /// A rounded rectangle; `style` is SwiftUI's corner curve, one shape in cells.
    public init(cornerRadius: CGFloat, style: Capsule.Style) {
        self.init(cornerRadius: Double(cornerRadius))
    }
}

/// How a shape's outline is drawn, as SwiftUI's: in cells, one line whatever its width,
/// caps, joins or dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// The ends of open lines.
    public var lineCap: LineCap
    /// Where lines meet.
    public var lineJoin: LineJoin
    /// The limit of a mitred join.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dashes start.
    public var dashPhase: CGFloat

    /// A stroke of these parts.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The ends of open lines.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// Where lines meet.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// How a shape is filled, as SwiftUI's: in cells, its frame whatever the rule.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule fills.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// A fill of these parts.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// An outline made of lines and curves, as SwiftUI's `Path`, for shapes of one's own: a
/// terminal draws a shape's frame, so a path only keeps the rectangle it covers.
public struct Path: Sendable {
    /// The rectangle the path covers.
    public private(set) var boundingRect = CGRect.null

    /// An empty path.
    public init() {}

    /// A path around `rect`.
    public init(_ rect: CGRect) { boundingRect = rect }

    /// A path drawn by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Starts a line at `point`.
    public mutating func move(to point: CGPoint) { cover(point) }
    /// A line to `point`.
    public mutating func addLine(to point: CGPoint) { cover(point) }
    /// Lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) { points.forEach { cover($0) } }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
    /// An ellipse inside `rect`.
    public mutating func addEllipse(in rect: CGRect) { addRect(rect) }
    /// A rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) { addRect(rect) }
    /// A quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { cover(end) }
    /// A cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { cover(end) }
    /// An arc around `center`.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        addRect(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }
    /// Closes the current line back to its start.
    public mutating func closeSubpath() {}

    private mutating func cover(_ point: CGPoint) {
        boundingRect = boundingRect.union(CGRect(origin: point, size: .zero))
    }
}
