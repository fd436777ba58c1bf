/// The values SwiftUI animates out of the box, animatable here too: a keyframe animator steps
/// them (see ``KeyframeAnimator``), where other animations show their end state at once.

extension Animatable where Self: VectorArithmetic {
    /// A number (or any vector) animates as itself, as in SwiftUI.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension VectorArithmetic {
    /// The value multiplied by `factor`: `scale(by:)` without a variable.
    func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
}
