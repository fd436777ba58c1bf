/// Builds a track's keyframes from a closure, as SwiftUI's `KeyframeTrackContentBuilder`: the
/// keyframes listed run one after another; `if`, `switch` and `for` choose or repeat them.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, or keyframes of your own.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeList<Value>(steps: []) }

    /// The first keyframes of a list.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes so far, then `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeList(steps: accumulated.steps() + next.steps())
    }

    /// The keyframes of each turn of a `for` loop, one after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeList(steps: components.flatMap { $0.steps() })
    }

    /// The keyframes of an `if`'s first branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(steps: component.steps())
    }

    /// The keyframes of an `if`'s second branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        Conditional(steps: component.steps())
    }

    /// The keyframes of whichever branch of an `if` or `switch` ran, as SwiftUI's.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, KeyframeStepsContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        /// The value the branch's keyframes move.
        public typealias Value = ConditionalValue
        let steps: [KeyframeStep<ConditionalValue>]

        /// The branch's keyframes.
        public var body: Self { self }

        func steps<Other: Animatable>(of value: Other.Type) -> [KeyframeStep<Other>] {
            steps as? [KeyframeStep<Other>] ?? []
        }
    }
}

/// Keyframes gathered by the builders, one after another.
struct KeyframeList<Value: Animatable>: KeyframeTrackContent, KeyframeStepsContent {
    let steps: [KeyframeStep<Value>]

    var body: Self { self }

    func steps<Other: Animatable>(of value: Other.Type) -> [KeyframeStep<Other>] {
        steps as? [KeyframeStep<Other>] ?? []
    }
}

/// Builds keyframes from a closure, as SwiftUI's `KeyframesBuilder`: the tracks listed run at
/// the same time, each from the value the animation starts at, later tracks writing over
/// earlier ones where they move the same property. Keyframes listed without a track move the
/// whole value, one after another.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track of a property of the value.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
        -> _KeyframeTracks<Value>
    {
        _KeyframeTracks(tracks: [track.playable(from:velocity:)])
    }

    /// Keyframes of your own (disfavoured, so a track whose property is the whole value is
    /// read as a track).
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: keyframes.tracks())
    }

    /// A keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value {
        keyframe
    }

    /// No tracks: the value stays as it starts.
    public static func buildBlock() -> _KeyframeTracks<Value> { _KeyframeTracks(tracks: []) }

    /// The first tracks of a list.
    public static func buildPartialBlock(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }

    /// The tracks so far, and `next` beside them.
    public static func buildPartialBlock(accumulated: _KeyframeTracks<Value>, next: _KeyframeTracks<Value>)
        -> _KeyframeTracks<Value>
    {
        _KeyframeTracks(tracks: accumulated.tracks + next.tracks)
    }

    /// The first keyframes of the whole value.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

    /// The keyframes of the whole value so far, then `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeList(steps: accumulated.steps() + next.steps())
    }

    /// The keyframes of the whole value in an `if`'s first branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder.buildEither(first: component)
    }

    /// The keyframes of the whole value in an `if`'s second branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder.buildEither(second: component)
    }

    /// The tracks, as they are.
    public static func buildFinalResult(_ tracks: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { tracks }

    /// Keyframes of the whole value, as one track.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ keyframes: K) -> _KeyframeTracks<Value>
    where K.Value == Value {
        _KeyframeTracks(tracks: [KeyframeTrack { keyframes }.playable(from:velocity:)])
    }
}
