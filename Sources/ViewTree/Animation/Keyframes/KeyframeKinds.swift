/// A keyframe that moves straight to its value at the pace of `timingCurve`, as SwiftUI's
/// `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let step: KeyframeStep<Value>

    /// A keyframe that reaches `to` after `duration` seconds, at the pace of `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        step = KeyframeStep(target: to, duration: max(duration, 0), motion: .linear(timingCurve))
    }

    /// The keyframe itself.
    public var body: Self { self }
}

/// A keyframe that moves to its value along a smooth curve, as SwiftUI's `CubicKeyframe`: cubic
/// keyframes in a row make one smooth path through their values. A velocity left out is worked
/// out from the neighbouring keyframes.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let step: KeyframeStep<Value>

    /// A keyframe that reaches `to` after `duration` seconds, leaving at `startVelocity` and
    /// arriving at `endVelocity` (in the value's units per second) when given.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        let motion = KeyframeStep<Value>.Motion.cubic(
            start: startVelocity?.animatableData, end: endVelocity?.animatableData)
        step = KeyframeStep(target: to, duration: max(duration, 0), motion: motion)
    }

    /// The keyframe itself.
    public var body: Self { self }
}

/// A keyframe that moves to its value as `spring` would, as SwiftUI's `SpringKeyframe`. It ends
/// on its value after `duration` seconds even when the spring would still sway: what is left of
/// the sway is taken off evenly over the keyframe.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let step: KeyframeStep<Value>

    /// A keyframe that reaches `to` after `duration` seconds (the spring's settling time when
    /// nil), starting at `startVelocity` (the speed it arrives with when nil).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let motion = KeyframeStep<Value>.Motion.spring(spring, start: startVelocity?.animatableData)
        step = KeyframeStep(target: to, duration: max(duration ?? spring.settlingDuration, 0), motion: motion)
    }

    /// The keyframe itself.
    public var body: Self { self }
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`: it takes no time,
/// and the next keyframe starts from its value.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let step: KeyframeStep<Value>

    /// A keyframe that jumps to `to`.
    public init(_ to: Value) {
        step = KeyframeStep(target: to, duration: 0, motion: .move)
    }

    /// The keyframe itself.
    public var body: Self { self }
}

/// A keyframe that holds its one step.
protocol SingleStep: KeyframeStepsContent {
    associatedtype Stepped: Animatable
    var step: KeyframeStep<Stepped> { get }
}

extension SingleStep {
    func steps<Other: Animatable>(of value: Other.Type) -> [KeyframeStep<Other>] {
        [step] as? [KeyframeStep<Other>] ?? []
    }
}

extension LinearKeyframe: SingleStep {}
extension CubicKeyframe: SingleStep {}
extension SpringKeyframe: SingleStep {}
extension MoveKeyframe: SingleStep {}
