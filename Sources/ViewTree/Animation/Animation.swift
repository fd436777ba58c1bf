/// How a change moves on screen, as SwiftUI's `Animation`. A terminal frame shows a change
/// at once: every animation shows its end state in the frame of the change (as SwiftUI does
/// with Reduce Motion), and a `withAnimation` completion runs after that frame. The value is
/// kept, so code that stores or compares animations compiles and behaves.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name and its parameters, as written: `easeInOut(duration: 0.35)`.
    public let description: String
    /// How long the animation would take, in seconds, before `speed` and repeats.
    public let duration: Double

    init(_ description: String, duration: Double = 0.35) {
        self.description = description
        self.duration = duration
    }

    /// The system's default animation.
    public static let `default` = Animation("default")
    /// A constant speed.
    public static let linear = Animation("linear")
    /// Slow at the start.
    public static let easeIn = Animation("easeIn")
    /// Slow at the end.
    public static let easeOut = Animation("easeOut")
    /// Slow at both ends.
    public static let easeInOut = Animation("easeInOut")
    /// A spring.
    public static let spring = Animation("spring", duration: 0.5)
    /// A spring that follows interaction.
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    /// A spring that bounces.
    public static let bouncy = Animation("bouncy", duration: 0.5)
    /// A spring with no bounce.
    public static let smooth = Animation("smooth", duration: 0.5)
    /// A quick spring.
    public static let snappy = Animation("snappy", duration: 0.5)

    /// A constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation("linear(duration: \(duration))", duration: duration)
    }
    /// Slow at the start, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation("easeIn(duration: \(duration))", duration: duration)
    }
    /// Slow at the end, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation("easeOut(duration: \(duration))", duration: duration)
    }
    /// Slow at both ends, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation("easeInOut(duration: \(duration))", duration: duration)
    }
    /// A cubic Bézier curve over `duration` seconds.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
        -> Animation
    {
        Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y))", duration: duration)
    }
    /// A spring of `response` seconds (disfavoured, so `.spring()` is the duration one, as
    /// in SwiftUI).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))", duration: response)
    }
    /// A spring of `duration` seconds that bounces by `bounce`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }
    /// A spring that follows interaction.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response))", duration: response)
    }
    /// A spring of `mass`, `stiffness` and `damping`.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))", duration: 0.5)
    }
    /// A spring that bounces, over `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration))", duration: duration)
    }
    /// A spring with no bounce, over `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration))", duration: duration)
    }
    /// A quick spring, over `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration))", duration: duration)
    }

    /// The animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(delay))", duration: duration) }
    /// The animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(description + ".speed(\(speed))", duration: speed > 0 ? duration / speed : duration)
    }
    /// The animation `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatCount(\(count))", duration: duration)
    }
    /// The animation without end: shown, as every animation, at its end state.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatForever", duration: duration)
    }
}

/// When a `withAnimation` completion runs, as SwiftUI's: here after the frame that shows the
/// change, whichever is asked.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation has reached its end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has stopped moving.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The context of a change, as SwiftUI's `Transaction`: the animation it was made with.
public struct Transaction: Sendable {
    /// The animation the change was made with; a terminal shows its end state.
    public var animation: Animation?
    /// Whether animations are turned off for the change.
    public var disablesAnimations = false

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}
