/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`: `content`
/// draws a value, and the keyframes move that value over time.
///
/// With a trigger, it shows `initialValue` until the trigger first changes; each change plays
/// the keyframes from the value shown then, and the value stays where they end, which the next
/// change starts from. A change while they play starts the new keyframes from the value shown,
/// moving as fast as it did: a cubic or spring keyframe without a start velocity carries on.
/// With `repeating`, the keyframes play again and again, each turn from where the last one
/// ended; turned off, the value at the keyframes' start is shown.
///
/// A terminal draws time in frames: while the keyframes play, the value is sampled on the
/// views' clock every twentieth of a second, and last at the keyframes' end, exactly. Only this
/// view's body runs again for each frame, not the view around it; when nothing plays, nothing
/// waits.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    /// How often a playing animation is drawn.
    static var frameInterval: Duration { .milliseconds(50) }

    private let initialValue: Value
    private let trigger: TaskID?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    /// The value drawn.
    @State private var shown: Value
    /// How many times the trigger changed: each change plays the keyframes.
    @State private var runs = 0
    /// The keyframes playing, for keyframes started over them.
    @State private var motion = Motion()
    @Environment(\.clock) private var clock

    /// Plays the keyframes each time `trigger` changes, from the value shown then.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = TaskID(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
        _shown = State(initialValue: initialValue)
    }

    /// Plays the keyframes again and again while `repeating`; otherwise shows the value at
    /// their start.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
        _shown = State(initialValue: initialValue)
    }

    /// The content for the value shown.
    public var body: some View {
        let (shown, clock, keyframes, motion) = (self.$shown, self.clock, self.keyframes, self.motion)
        if let trigger {
            content(self.shown)
                .onChange(of: trigger) { runs += 1 }
                .task(id: runs) { [runs] in
                    // Nothing plays until the trigger changes.
                    guard runs > 0 else { return }
                    await Self.play(keyframes, on: clock, into: shown, over: motion)
                }
        } else {
            let stopped = repeating ? nil : timeline(from: self.shown).value(time: 0)
            content(stopped ?? self.shown)
                .task(id: repeating) { [repeating] in
                    // Keyframes that take no time would turn without end: they show once.
                    while repeating, await Self.play(keyframes, on: clock, into: shown, over: motion) {}
                }
        }
    }

    private func timeline(from value: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value, keyframes: keyframes(value))
    }

    /// Plays the keyframes from the value shown: a frame every ``frameInterval`` of the clock's
    /// time, late frames skipped, and the last one at the end; keyframes cut short leave their
    /// speed in `motion` for the next. Returns whether they played to an end that took time
    /// (not when cancelled, nor when they take none).
    @discardableResult
    private static func play(
        _ keyframes: @escaping (Value) -> KeyframePath, on clock: ViewClock, into shown: Binding<Value>,
        over motion: Motion
    ) async -> Bool {
        let start = shown.wrappedValue
        let began = clock.now
        let carried = motion.playing.map { $0.timeline.velocities(time: $0.began.duration(to: began).timeInterval) }
        let timeline = KeyframeTimeline(initialValue: start, keyframes: keyframes(start), velocities: carried ?? [])
        motion.playing = (timeline, began)
        defer { if !Task.isCancelled { motion.playing = nil } }
        let length = Duration.seconds(timeline.duration)
        shown.wrappedValue = timeline.value(time: 0)
        var elapsed = Duration.zero
        while elapsed < length {
            // The next frame on the grid after now, or the end.
            let frames = Int(elapsed / frameInterval) + 1
            let deadline = began.advanced(by: min(frameInterval * frames, length))
            do { try await clock.sleep(until: deadline) } catch { return false }
            elapsed = min(began.duration(to: clock.now), length)
            shown.wrappedValue = timeline.value(time: elapsed == length ? timeline.duration : elapsed.timeInterval)
        }
        return length > .zero
    }

    /// The keyframes playing and when they began, nil when none are: what keyframes started over
    /// them take their speed from. A reference, so that setting it draws nothing.
    @MainActor final class Motion {
        var playing: (timeline: KeyframeTimeline<Value>, began: ViewClock.Instant)?
    }
}

extension View {
    /// Plays keyframes on the view each time `trigger` changes (see ``KeyframeAnimator``):
    /// `content` gets the view and the value the keyframes give.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { content(PlaceholderContentView(content: self), $0) },
            keyframes: keyframes)
    }

    /// Plays keyframes on the view again and again while `repeating` (see ``KeyframeAnimator``):
    /// `content` gets the view and the value the keyframes give.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
