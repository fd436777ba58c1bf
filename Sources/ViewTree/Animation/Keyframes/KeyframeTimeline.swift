/// How a value changes over time, given by keyframes, as SwiftUI's `KeyframeTimeline`: ask it
/// for the value at any time, as a ``KeyframeAnimator`` does at each frame it draws.
///
/// Its tracks all start at time 0, from the initial value, and run side by side; the timeline
/// lasts as long as its longest track, and a shorter track holds its last value after it ends.
/// Where two tracks move the same property, the later one's value is the one kept. Each
/// keyframe's end gives its value exactly; between keyframes, the path (a cubic curve, a
/// spring's sway) is this framework's, close to SwiftUI's but not the same to the digit.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [PlayableTrack<Value>]

    /// A timeline of the keyframes `content` gives, played from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    /// A timeline of `keyframes`, played from `initialValue`, each track moving at first at the
    /// velocity of the same track in `velocities` (what an interrupted timeline's
    /// ``velocities(time:)`` gave), where it has one of its kind.
    init(initialValue: Value, keyframes: some Keyframes<Value>, velocities: [Any] = []) {
        self.initialValue = initialValue
        tracks = keyframes.tracks().enumerated().map { index, make in
            make(initialValue, index < velocities.count ? velocities[index] : nil)
        }
    }

    /// How long the timeline lasts, in seconds: its longest track's length.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in. A time before 0 gives the value at 0, and a time past the
    /// end the value at the end: a timeline is read within its duration.
    public func value(time: Double) -> Value {
        let time = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// How fast each track's property moves `time` seconds in, per second: none before the
    /// start or after the end.
    func velocities(time: Double) -> [Any] {
        tracks.map { $0.velocity(time) }
    }

    /// The value at `progress` through the timeline: 0 its start, 1 its end (clamped the same).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
