/// One track's keyframes laid out in time from its start value: each keyframe starts where the
/// one before it ended, its velocities worked out, so the value at any time is a lookup and a
/// formula. Each keyframe's end is its target exactly; the path between two targets is ours
/// (SwiftUI's own curves are not published).
struct KeyframeCurve<Value: Animatable> {
    typealias Vector = Value.AnimatableData

    /// One keyframe, placed: from `origin` at `start` to `target` at `end`.
    struct Segment {
        let start: Double
        let end: Double
        let origin: Value
        let target: Value
        let shape: Shape
    }

    /// How a segment moves between its two values, velocities settled.
    enum Shape {
        case linear(UnitCurve)
        case cubic(start: Vector, end: Vector)
        /// A spring, and how far from the target it still is at the end (taken off little by
        /// little so the keyframe ends on its target even when cut short).
        case spring(Spring, start: Vector, shortfall: Vector)
        case move
    }

    let initial: Value
    let segments: [Segment]

    /// The track's length in seconds.
    var duration: Double { segments.last?.end ?? 0 }

    /// The keyframes `steps` played from `initial`, moving at `velocity` at the start.
    init(initial: Value, steps: [KeyframeStep<Value>], velocity: Vector = .zero) {
        self.initial = initial
        var segments: [Segment] = []
        var (origin, clock, arriving) = (initial, 0.0, velocity)
        for (index, step) in steps.enumerated() {
            let duration = step.duration
            let delta = step.target.animatableData - origin.animatableData
            let shape: Shape
            switch step.motion {
            case .move:
                shape = .move
                arriving = .zero
            case .linear(let curve):
                shape = .linear(curve)
                arriving = duration > 0 ? delta.scaled(by: curve.velocity(at: 1) / duration) : .zero
            case .cubic(let start, let end):
                let next = index + 1 < steps.count ? steps[index + 1] : nil
                let leaving = end ?? Self.joinVelocity(from: origin, through: step, to: next)
                shape = .cubic(start: start ?? arriving, end: leaving)
                arriving = leaving
            case .spring(let spring, let start):
                let push = start ?? arriving
                let (offset, pushWeight) = spring.unit(at: duration)
                let shortfall = delta.scaled(by: -offset) + push.scaled(by: pushWeight)
                shape = .spring(spring, start: push, shortfall: shortfall)
                // The slope at the end, from a moment before it.
                let moment = min(1e-4, duration)
                let before = Self.spring(
                    spring, delta: delta, push: push, shortfall: shortfall, at: duration - moment, of: duration)
                arriving = duration > 0 ? (delta - before).scaled(by: 1 / moment) : .zero
            }
            segments.append(
                Segment(start: clock, end: clock + duration, origin: origin, target: step.target, shape: shape))
            (origin, clock) = (step.target, clock + duration)
        }
        self.segments = segments
    }

    /// The value at `time` seconds into the track: the start value before it, the last target
    /// after it. A move takes effect at its start; each keyframe's end gives its target.
    func value(at time: Double) -> Value {
        var reached = initial
        for segment in segments {
            guard time < segment.end else {
                reached = segment.target
                continue
            }
            let elapsed = time - segment.start
            guard elapsed > 0 else { return segment.origin }
            var result = segment.target
            result.animatableData = segment.origin.animatableData + offset(of: segment, at: elapsed)
            return result
        }
        return reached
    }

    /// How fast the value moves at `time`, per second: its slope over the moment before, within
    /// the keyframe (a move's jump is no speed); none outside the track.
    func velocity(at time: Double) -> Vector {
        guard time > 0, let segment = segments.first(where: { time < $0.end }) else { return .zero }
        let moment = min(1e-4, time - segment.start)
        guard moment > 0 else { return .zero }
        return (value(at: time).animatableData - value(at: time - moment).animatableData).scaled(by: 1 / moment)
    }

    /// How far the segment has moved from its origin, `elapsed` seconds in.
    private func offset(of segment: Segment, at elapsed: Double) -> Vector {
        let length = segment.end - segment.start
        let delta = segment.target.animatableData - segment.origin.animatableData
        let progress = elapsed / length
        switch segment.shape {
        case .move:
            return delta
        case .linear(let curve):
            return delta.scaled(by: curve.value(at: progress))
        case .cubic(let start, let end):
            // Hermite's cubic through both values with both slopes (slopes per second, so
            // scaled by the length to the unit interval).
            let (square, cube) = (progress * progress, progress * progress * progress)
            return delta.scaled(by: 3 * square - 2 * cube) + start.scaled(by: (cube - 2 * square + progress) * length)
                + end.scaled(by: (cube - square) * length)
        case .spring(let spring, let start, let shortfall):
            return Self.spring(spring, delta: delta, push: start, shortfall: shortfall, at: elapsed, of: length)
        }
    }

    /// A spring's distance from its origin `elapsed` seconds into a keyframe of `length`.
    private static func spring(
        _ spring: Spring, delta: Vector, push: Vector, shortfall: Vector, at elapsed: Double, of length: Double
    ) -> Vector {
        let (offset, pushWeight) = spring.unit(at: elapsed)
        // The spring's distance to the target is offset · (−delta) + pushWeight · push.
        return delta + delta.scaled(by: -offset) + push.scaled(by: pushWeight) - shortfall.scaled(by: elapsed / length)
    }

    /// The velocity a cubic keyframe leaves with when none is given: the one the next keyframe
    /// starts with, or, into another cubic or a spring that takes what it gets, the slope from
    /// this keyframe's start to the next one's end (Catmull-Rom's); at the track's end, none.
    private static func joinVelocity(
        from origin: Value, through step: KeyframeStep<Value>, to next: KeyframeStep<Value>?
    )
        -> Vector
    {
        guard let next else { return .zero }
        switch next.motion {
        case .move:
            return .zero
        case .linear(let curve):
            let delta = next.target.animatableData - step.target.animatableData
            return next.duration > 0 ? delta.scaled(by: curve.velocity(at: 0) / next.duration) : .zero
        case .cubic(.some(let start), _), .spring(_, .some(let start)):
            return start
        case .cubic(nil, _), .spring(_, nil):
            let span = step.duration + next.duration
            return span > 0 ? (next.target.animatableData - origin.animatableData).scaled(by: 1 / span) : .zero
        }
    }
}
