/// Changes of a value over time, as SwiftUI's `Keyframes`: one or more ``KeyframeTrack``s that
/// run side by side, each moving one property. A ``KeyframeTimeline`` reads the value at any
/// time; a ``KeyframeAnimator`` draws it on the views' clock.
///
/// Write your own by giving a `body` of tracks, as in SwiftUI.
public protocol Keyframes<Value> {
    /// The value the keyframes change.
    associatedtype Value = Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The tracks that make up these keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes along one track, as SwiftUI's `KeyframeTrackContent`: one keyframe, or several
/// that run one after another, each from where the one before it ended.
///
/// Write your own by giving a `body` of keyframes, as in SwiftUI.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes that make up this content.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One keyframe, as the track works it out: where it goes, how long it takes, and how.
struct KeyframeStep<Value: Animatable> {
    enum Motion {
        /// At the pace of the curve.
        case linear(UnitCurve)
        /// A smooth curve; a velocity left out is worked out from the neighbours.
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        /// As the spring would move, from `start` speed (nil: the speed it arrives with).
        case spring(Spring, start: Value.AnimatableData?)
        /// At once, at the keyframe's start.
        case move
    }

    let target: Value
    let duration: Double
    let motion: Motion
}

/// The framework's keyframes, which hold their steps instead of a body to look into.
protocol KeyframeStepsContent {
    /// The steps, as a list of `Value`'s steps (empty when `Value` is not the content's own).
    func steps<Value: Animatable>(of value: Value.Type) -> [KeyframeStep<Value>]
}

extension KeyframeTrackContent {
    /// The keyframes' steps, in order: the framework's own hold them, yours are their body's.
    func steps() -> [KeyframeStep<Value>] {
        if let own = self as? any KeyframeStepsContent { return own.steps(of: Value.self) }
        return body.steps() as? [KeyframeStep<Value>] ?? []
    }
}

/// One track made ready to play from a start value: how long it lasts, how it sets its
/// property at a time, and how fast the property moves then (in its track's own vector type).
struct PlayableTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
    let velocity: (Double) -> Any
}

/// Makes a track ready to play from a root value, its property moving at a velocity (one that
/// an earlier play of the track reported) or from rest.
typealias TrackMaker<Root> = (Root, _ velocity: Any?) -> PlayableTrack<Root>

/// Framework internal: tracks gathered by ``KeyframesBuilder``, each waiting for the value it
/// starts from.
public struct _KeyframeTracks<Root>: Keyframes {
    /// The tracks' root.
    public typealias Value = Root
    let tracks: [TrackMaker<Root>]

    /// The tracks themselves: they are read directly, not through a body.
    public var body: Self {
        return self  // `return` keeps the builder out: the tracks are their own body.
    }
}

/// The framework's keyframes, which hold their tracks instead of a body to look into.
protocol KeyframeTracksContent {
    /// The tracks, for a root of type `Root` (empty when it is not the keyframes' own).
    func tracks<Root>(of root: Root.Type) -> [TrackMaker<Root>]
}

extension _KeyframeTracks: KeyframeTracksContent {
    func tracks<Other>(of root: Other.Type) -> [TrackMaker<Other>] {
        tracks as? [TrackMaker<Other>] ?? []
    }
}

extension Keyframes {
    /// The tracks, in order: the framework's own hold them, yours are their body's.
    func tracks() -> [TrackMaker<Value>] {
        if let own = self as? any KeyframeTracksContent { return own.tracks(of: Value.self) }
        return body.tracks() as? [TrackMaker<Value>] ?? []
    }
}
