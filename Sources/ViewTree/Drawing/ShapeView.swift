/// A view that draws a shape and gives it on for more drawing, as SwiftUI's: a filled shape
/// can be stroked too (`Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`), each drawing
/// over the ones before it. In cells, a fill colours the shape's frame and a stroke draws its
/// outline in box-drawing lines over that.
public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape

    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills the shape with `content`'s colour, over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<
        Content, S, Self
    > {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Draws the shape's outline in `content`'s colour over what this view draws; a terminal's
    /// line is one cell thick, whatever `lineWidth` says.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Draws the shape's outline in `content`'s colour, one cell thick whatever `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Draws the outline inside the shape's frame: in cells the same as a stroke.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, lineWidth: lineWidth, antialiased: antialiased)
    }
}

/// A shape filled with a style, over a background view: what `fill(_:style:)` returns.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that fills the shape: its colour (a gradient's first; a material's none).
    public var style: Style
    /// The fill style: a cell is filled or not, so its rule changes nothing.
    public var fillStyle: FillStyle
    /// The background shown beneath this view: what was drawn before the fill.
    public var background: Background

    /// A filled shape over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// Framework internal: the background, then the shape's frame in the style's colour (the
    /// foreground style fills as the shape alone does, in the text colour around it).
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let fill = resolver.collect {
            if isForeground(view.style) {
                resolver.resolve(view.shape)
            } else {
                resolver.resolve(view.style._color ?? .clear)
            }
        }
        append(.combining(fill), over: view.background, into: resolver)
    }
}

/// A shape's outline in a style, over a background view: what `stroke(_:lineWidth:)` returns.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style of the outline: its colour.
    public var style: Style
    /// The stroke style: a terminal's line is one cell thick, whatever it says.
    public var strokeStyle: StrokeStyle
    /// Whether the outline is antialiased: cells have no partial coverage.
    public var isAntialiased: Bool
    /// The background shown beneath this view: what was drawn before the outline.
    public var background: Background

    /// An outlined shape over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Framework internal: the background, then the outline in box-drawing lines (in the
    /// foreground style: in the text colour around it).
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let color = isForeground(view.style) ? nil : view.style._color?.terminalColor
        append(
            .outline(
                StyleChange(foreground: color), rounded: view.shape._hasRoundCorners,
                ideal: resolver.environment.cellScale.shapeIdealSize),
            over: view.background, into: resolver)
    }
}

extension ShapeView {
    /// Appends `drawing` over what `background` draws (the fills and strokes before it), or
    /// alone when there were none.
    fileprivate static func append<Background: View>(
        _ drawing: Element, over background: Background, into resolver: _ViewResolver
    ) {
        guard Background.self != EmptyView.self else { return resolver.append(drawing) }
        let below = resolver.collect { resolver.resolve(background) }
        resolver.append(.layered(.center, [.combining(below), drawing]))
    }

    /// Whether `style` is the foreground style, which draws in the text colour around the
    /// shape rather than a colour of its own.
    fileprivate static func isForeground(_ style: some ShapeStyle) -> Bool {
        style as? ContextualShapeStyle == .foreground
    }
}
