import Foundation

/// A spring's motion, as SwiftUI's `Spring`: a ``SpringKeyframe`` moves to its value the way
/// this spring would. Given by its pace and bounce (`duration`, `bounce`) or by its physics
/// (`mass`, `stiffness`, `damping`); each form is worked out from the other.
public struct Spring: Hashable, Sendable {
    /// The mass on the spring.
    public let mass: Double
    /// How hard the spring pulls towards its target.
    public let stiffness: Double
    /// How much the motion is slowed.
    public let damping: Double

    /// A spring of pace `duration` seconds (one swing's period; about the time it takes to
    /// settle when it does not bounce) that bounces by `bounce`: 0 none, towards 1 more and
    /// more, below 0 slower than needed to stop.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let duration = max(duration, 1e-3)
        let bounce = min(max(bounce, -0.99), 1)
        let angularSpeed = 2 * .pi / duration
        // The damping ratio is 1 - bounce for a bounce, and 1 / (1 + bounce) for a crawl.
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        stiffness = angularSpeed * angularSpeed
        damping = 2 * ratio * angularSpeed
    }

    /// A spring of these physics; without `allowOverDamping`, damping past the least that stops
    /// the spring without a bounce is lowered to it.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// The pace: the period of one swing of the spring without damping.
    public var duration: TimeInterval { 2 * .pi / angularSpeed }

    /// How much the spring bounces: 0 none, up to 1; below 0 when it crawls.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// How long the spring takes, from rest, to come within a thousandth of its target and stay.
    public var settlingDuration: TimeInterval {
        let threshold = 1e-3
        var time = 0.0
        // Step on from the time the slowest decay alone would take: the sway only adds to it.
        let decay = dampingRatio < 1 ? dampingRatio * angularSpeed : slowestRate
        if decay > 0 { time = -log(threshold) / decay }
        let step = duration / 100
        while time < 60, (0..<100).contains(where: { abs(unit(at: time + Double($0) * step).offset) > threshold }) {
            time += step
        }
        return min(time, 60)
    }

    /// A smooth spring, without bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A quick spring, with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a clear bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring of pace `duration`, bouncing `extraBounce` more.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A quick spring of pace `duration`, bouncing `extraBounce` more.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring of pace `duration`, bouncing `extraBounce` more.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    private var angularSpeed: Double { (stiffness / mass).squareRoot() }
    private var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The slower of the two decays of a spring that does not swing.
    private var slowestRate: Double {
        let ratio = dampingRatio
        return angularSpeed * (ratio - max(ratio * ratio - 1, 0).squareRoot())
    }

    /// The spring's motion at `time` as two weights: its distance from the target is `offset`
    /// times the distance it started at plus `push` times the speed it started with.
    func unit(at time: Double) -> (offset: Double, push: Double) {
        let speed = angularSpeed
        let ratio = dampingRatio
        if abs(ratio - 1) < 1e-6 {
            let decay = exp(-speed * time)
            return (decay * (1 + speed * time), time * decay)
        }
        if ratio < 1 {
            let swing = speed * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * speed * time)
            let (cosine, sine) = (cos(swing * time), sin(swing * time))
            return (decay * (cosine + ratio * speed / swing * sine), decay * sine / swing)
        }
        let root = (ratio * ratio - 1).squareRoot()
        let (slow, fast) = (-speed * (ratio - root), -speed * (ratio + root))
        let (slowDecay, fastDecay) = (exp(slow * time), exp(fast * time))
        return ((fast * slowDecay - slow * fastDecay) / (fast - slow), (fastDecay - slowDecay) / (fast - slow))
    }
}
