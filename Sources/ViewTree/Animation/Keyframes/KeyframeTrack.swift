/// The keyframes of one property, as SwiftUI's `KeyframeTrack`: they run one after another,
/// the first from the property's value where the animation starts. Tracks side by side in a
/// ``KeyframeTimeline`` or an animator run at the same time.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    private let keyPath: WritableKeyPath<Root, Value>
    private let steps: [KeyframeStep<Value>]

    /// A track that moves the whole value with the keyframes `content` gives.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        steps = content().steps()
    }

    /// A track that moves the property at `keyPath` with the keyframes `content` gives.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        steps = content().steps()
    }

    /// The track itself: it is read directly, not through a body.
    public var body: Self {
        return self  // `return` keeps the builder out: a track is its own body.
    }

    /// The track ready to play from `root`, its property's start value taken from it, moving at
    /// `velocity` when it is one of the property's (else from rest).
    func playable(from root: Root, velocity: Any?) -> PlayableTrack<Root> {
        let start = velocity as? Value.AnimatableData ?? .zero
        let curve = KeyframeCurve(initial: root[keyPath: keyPath], steps: steps, velocity: start)
        return PlayableTrack(
            duration: curve.duration,
            apply: { [keyPath] root, time in
                root[keyPath: keyPath] = curve.value(at: time)
            }, velocity: curve.velocity(at:))
    }
}

extension KeyframeTrack: KeyframeTracksContent {
    func tracks<Other>(of root: Other.Type) -> [TrackMaker<Other>] {
        [playable(from:velocity:)] as? [TrackMaker<Other>] ?? []
    }
}
