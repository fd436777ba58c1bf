/// Gradients, as SwiftUI's: colours that change across a view. A cell has one colour, so a
/// gradient is drawn in its first colour, as a style and as a view (which, as a colour,
/// takes all the space offered).
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour of a gradient and where it stands, 0 to 1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it stands, 0 to 1.
        public var location: CGFloat

        /// A colour at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colours and where they stand.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of `colors`, spread evenly.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// Framework internal: the first colour.
    public var _color: Color? { stops.min { $0.location < $1.location }?.color }
}

/// A colour's own gradient (`Color.red.gradient`): drawn as the colour.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let color: Color

    /// Framework internal: the colour.
    public var _color: Color? { color }
}

/// What the three gradients share: a ``Gradient`` drawn in its first colour, as a style and as
/// a view (all the space offered, as a colour).
public protocol GradientStyle: ShapeStyle {
    /// The colours and where they stand.
    var gradient: Gradient { get }
}

extension GradientStyle {
    /// Framework internal: the first colour.
    public var _color: Color? { gradient._color }
}

extension GradientStyle where Self: PrimitiveView {
    /// Framework internal: cells filled with the first colour, as many as offered.
    @MainActor public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        Color._resolve(view._color ?? .clear, into: resolver)
    }
}

/// A gradient along a line: drawn in its first colour.
public struct LinearGradient: GradientStyle {
    /// The colours and where they stand.
    public let gradient: Gradient

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    /// `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        gradient = Gradient(stops: stops)
    }
}

extension LinearGradient: PrimitiveView {}

/// A gradient out from a centre: drawn in its first colour.
public struct RadialGradient: GradientStyle {
    /// The colours and where they stand.
    public let gradient: Gradient

    /// `gradient` from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }
    /// `colors` from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }
    /// `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }
}

extension RadialGradient: PrimitiveView {}

/// A gradient around a centre: drawn in its first colour.
public struct AngularGradient: GradientStyle {
    /// The colours and where they stand.
    public let gradient: Gradient

    /// `gradient` from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }
    /// `colors` from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        gradient = Gradient(colors: colors)
    }
    /// `gradient` all around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    /// `colors` all around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
}

extension AngularGradient: PrimitiveView {}

extension ShapeStyle where Self == LinearGradient {
    /// A gradient along a line.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `colors` along a line.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A gradient out from a centre.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `colors` out from a centre.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient around a centre.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `colors` around a centre.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
