/// A value an animation can step between, as SwiftUI's `VectorArithmetic`: a terminal draws
/// a change at its end state, so nothing is stepped here, but types written for SwiftUI's
/// animations compile and keep their values.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values as one, as SwiftUI's.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }

    /// Component by component.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }

    /// Component by component.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    /// Scales both.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both squares.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable value, as SwiftUI's.
public struct EmptyAnimatableData: VectorArithmetic {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: Self { Self() }
    /// The empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    /// The empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A type whose value an animation steps, as SwiftUI's `Animatable`. A terminal shows each
/// change at its end state: `animatableData` is read and written as the type says, never
/// stepped between two values.
public protocol Animatable {
    /// The value an animation would step.
    associatedtype AnimatableData: VectorArithmetic
    /// The value an animation would step.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No value to step.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A modifier whose value an animation steps, as SwiftUI's (deprecated there for
/// `Animatable` on a `ViewModifier`): drawn at its end state.
public protocol AnimatableModifier: Animatable, ViewModifier {}
