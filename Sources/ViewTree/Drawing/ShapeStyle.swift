/// What fills a shape, text or a background, as SwiftUI's `ShapeStyle`: a colour, a gradient,
/// a material, or a level of the foreground. A cell has one colour, so each style is drawn
/// in the terminal colour nearest to it: a colour as itself, a gradient as its first colour,
/// the foreground's levels as the text colour and its dim grey; a material (a blur of what is
/// behind) as nothing, what is behind.
public protocol ShapeStyle: Sendable {
    /// Framework internal: the colour a cell is drawn in for this style; nil draws nothing.
    var _color: Color? { get }
}

extension Color: ShapeStyle {
    /// Framework internal: the colour itself.
    public var _color: Color? { self }
}

extension ShapeStyle {
    /// This style at `opacity` (0 to 1): drawn as its colour at that opacity, as
    /// ``Color/opacity(_:)`` draws a colour (below one half, fills are not drawn and text is
    /// faint: a terminal cannot blend).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(color: _color.map { $0.opacity(opacity) })
    }
}

/// A style at an opacity: its colour at that opacity.
private struct OpacityShapeStyle: ShapeStyle {
    let color: Color?
    var _color: Color? { color }
}

extension View {
    /// Text inside in `style`'s colour (a gradient's first, a material's none).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedElement<Self> {
        foregroundColor(style._color ?? .primary)
    }

    /// Text inside in the first style: a terminal has no second level of foreground.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> _ModifiedElement<
        Self
    > {
        foregroundStyle(primary)
    }

    /// The view's frame filled with `style` behind its content.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _ModifiedElement<
        Self
    > {
        _ModifiedElement(content: self, modifier: .style(StyleChange(background: style._color?.fillColor)))
    }

    /// The view's frame filled with `style` behind its content; in cells every shape is its
    /// frame.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> _ModifiedElement<Self>
    {
        background(style)
    }

    /// A border in `content`'s colour, one cell thick whatever the width.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> _ModifiedElement<Self> {
        border(CellStyle(foreground: (content._color ?? .primary).terminalColor))
    }

    /// Controls inside mark what is on or chosen in the colour of `tint`, as with a colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> EnvironmentWriter<Self> {
        environment(\.tint, tint?._color)
    }

    /// SwiftUI's older name for `tint(_:)` with a colour.
    public func accentColor(_ accentColor: Color?) -> EnvironmentWriter<Self> {
        tint(accentColor)
    }
}

extension ShapeStyle where Self == Color {
    /// The colour `primary`, as a style: `.background(.primary, in: .capsule)`.
    public static var primary: Color { Color.primary }
    /// The colour `secondary`, as a style: `.background(.secondary, in: .capsule)`.
    public static var secondary: Color { Color.secondary }
    /// The colour `clear`, as a style: `.background(.clear, in: .capsule)`.
    public static var clear: Color { Color.clear }
    /// The colour `black`, as a style: `.background(.black, in: .capsule)`.
    public static var black: Color { Color.black }
    /// The colour `white`, as a style: `.background(.white, in: .capsule)`.
    public static var white: Color { Color.white }
    /// The colour `gray`, as a style: `.background(.gray, in: .capsule)`.
    public static var gray: Color { Color.gray }
    /// The colour `red`, as a style: `.background(.red, in: .capsule)`.
    public static var red: Color { Color.red }
    /// The colour `orange`, as a style: `.background(.orange, in: .capsule)`.
    public static var orange: Color { Color.orange }
    /// The colour `yellow`, as a style: `.background(.yellow, in: .capsule)`.
    public static var yellow: Color { Color.yellow }
    /// The colour `green`, as a style: `.background(.green, in: .capsule)`.
    public static var green: Color { Color.green }
    /// The colour `mint`, as a style: `.background(.mint, in: .capsule)`.
    public static var mint: Color { Color.mint }
    /// The colour `teal`, as a style: `.background(.teal, in: .capsule)`.
    public static var teal: Color { Color.teal }
    /// The colour `cyan`, as a style: `.background(.cyan, in: .capsule)`.
    public static var cyan: Color { Color.cyan }
    /// The colour `blue`, as a style: `.background(.blue, in: .capsule)`.
    public static var blue: Color { Color.blue }
    /// The colour `indigo`, as a style: `.background(.indigo, in: .capsule)`.
    public static var indigo: Color { Color.indigo }
    /// The colour `purple`, as a style: `.background(.purple, in: .capsule)`.
    public static var purple: Color { Color.purple }
    /// The colour `pink`, as a style: `.background(.pink, in: .capsule)`.
    public static var pink: Color { Color.pink }
    /// The colour `brown`, as a style: `.background(.brown, in: .capsule)`.
    public static var brown: Color { Color.brown }
}

/// A level of the foreground, as SwiftUI's `.primary` to `.quaternary` styles: the text
/// colour, then the terminal's dim grey for every level after it.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// Framework internal: the text colour for the first level, grey for the others.
    public var _color: Color? { level == 0 ? .primary : .secondary }

    /// The text colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Dim grey.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Dim grey.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Dim grey.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// Dim grey.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The third level of the foreground: dim grey.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground: dim grey.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground: dim grey.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground, background and tint as styles, as SwiftUI's `.foreground`, `.background`
/// and `.tint`.
public struct ContextualShapeStyle: ShapeStyle, Hashable {
    let color: Color?

    /// Framework internal: the text colour, nothing, or the accent.
    public var _color: Color? { color }
}

extension ShapeStyle where Self == ContextualShapeStyle {
    /// The text colour.
    public static var foreground: ContextualShapeStyle { ContextualShapeStyle(color: .primary) }
    /// The background: nothing painted.
    public static var background: ContextualShapeStyle { ContextualShapeStyle(color: nil) }
    /// The accent colour.
    public static var tint: ContextualShapeStyle { ContextualShapeStyle(color: .accentColor) }
}

/// A blur of what is behind a view, as SwiftUI's materials: a terminal cannot blur, so a
/// material draws nothing and what is behind shows as it is.
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// Framework internal: nothing painted.
    public var _color: Color? { nil }

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The default material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// A bar's material.
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material: nothing painted.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material: nothing painted.
    public static var thinMaterial: Material { .thin }
    /// The default material: nothing painted.
    public static var regularMaterial: Material { .regular }
    /// A thick material: nothing painted.
    public static var thickMaterial: Material { .thick }
    /// The thickest material: nothing painted.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A bar's material: nothing painted.
    public static var bar: Material { .bar }
}
