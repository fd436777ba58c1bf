/// A shape's outline: box-drawing lines in the frame's edge cells, one cell thick whatever
/// width or style SwiftUI is given (a terminal's line has one thickness, and no dashes).
/// Inside the frame (`strokeBorder`) or on it (`stroke`) is the same in cells.
extension Shape {
    /// The outline in `content`'s colour; a terminal's line is one cell thick, whatever
    /// `lineWidth` says.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline in `content`'s colour, one cell thick whatever `style` says (dashes
    /// included).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline in the foreground colour, one cell thick whatever `style` says.
    public func stroke(style: StrokeStyle) -> StrokeShapeView<Self, ContextualShapeStyle, EmptyView> {
        stroke(lineWidth: style.lineWidth)
    }

    /// The outline in the foreground colour, inside the frame: in cells the same as a stroke.
    public func strokeBorder(lineWidth: CGFloat = 1) -> StrokeShapeView<Self, ContextualShapeStyle, EmptyView> {
        stroke(lineWidth: lineWidth)
    }

    /// The outline in `content`'s colour, inside the frame: in cells the same as a stroke.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, lineWidth: lineWidth, antialiased: antialiased)
    }

    /// The outline in the foreground colour, inside the frame, one cell thick whatever `style`
    /// says (dashes included).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, ContextualShapeStyle, EmptyView>
    {
        strokeBorder(.foreground, style: style, antialiased: antialiased)
    }

    /// The outline in `content`'s colour, inside the frame, one cell thick whatever `style`
    /// says.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, style: style, antialiased: antialiased)
    }

    /// The shape's outline in the foreground colour.
    public func stroke(lineWidth: Double = 1) -> StrokeShapeView<Self, ContextualShapeStyle, EmptyView> {
        stroke(.foreground, lineWidth: lineWidth)
    }
}
