/// The shapes as SwiftUI's static members, for `.clipShape(.rect(cornerRadius: 8))`,
/// `.background(.blue, in: .capsule)` and the like.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with round corners.
    public static func rect(cornerRadius: CGFloat, style: Capsule.Style = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: Double(cornerRadius))
    }

    /// A rectangle with round corners.
    public static func rect(cornerSize: CGSize, style: Capsule.Style = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: Capsule.Style) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: a guide of its own, which nothing here lines up
    /// on (rows have no separator), so setting it moves nothing.
    public static var listRowSeparatorLeading: HorizontalAlignment { HorizontalAlignment(SeparatorLeading.self) }

    /// Where a list row's separator ends: a guide nothing here lines up on.
    public static var listRowSeparatorTrailing: HorizontalAlignment { HorizontalAlignment(SeparatorTrailing.self) }

    private enum SeparatorLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum SeparatorTrailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}
