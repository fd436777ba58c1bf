/// A shape a terminal can draw: a rectangle of cells, filled or outlined with box-drawing
/// lines, as large as the space offered (as SwiftUI's shapes are). On its own a shape is
/// filled with the foreground colour (the text colour, or the one `.foregroundStyle` sets);
/// `.fill(_:)` fills it with a colour, `.stroke(_:lineWidth:)` draws its outline.
public protocol Shape: PrimitiveView {
    /// Framework internal: whether its outline has round corners (`╭╮╰╯`).
    var _hasRoundCorners: Bool { get }
}

extension Shape {
    /// Framework internal: cells in the foreground colour (spaces drawn in reverse).
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.styled(StyleChange(reverse: true), .filled(.default)))
    }

    /// The shape filled with `color`: the cells of its frame in that colour.
    public func fill(_ color: Color) -> Color {
        color
    }

    /// The shape's outline in `color`; a terminal's line is one cell thick, whatever
    /// `lineWidth` says.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> _ShapeOutline {
        _ShapeOutline(change: StyleChange(foreground: color.terminalColor), rounded: _hasRoundCorners)
    }

    /// The shape's outline in the foreground colour.
    public func stroke(lineWidth: Double = 1) -> _ShapeOutline {
        _ShapeOutline(change: StyleChange(), rounded: _hasRoundCorners)
    }

    /// The outline drawn inside the shape's frame: in cells the same as ``stroke(_:lineWidth:)``.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> _ShapeOutline {
        stroke(color, lineWidth: lineWidth)
    }
}

/// A shape's outline: box-drawing lines along the edges of its frame.
public struct _ShapeOutline: PrimitiveView {
    let change: StyleChange
    let rounded: Bool

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.append(.outline(view.change, rounded: view.rounded))
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
