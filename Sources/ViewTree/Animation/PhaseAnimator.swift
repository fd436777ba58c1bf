/// A view that steps through phases, as SwiftUI's `PhaseAnimator`: with a trigger, each change
/// of it shows every phase after the first in turn and then the first again; without one, the
/// phases follow each other as long as the view shows.
///
/// A terminal shows each change at once, as it shows any animation's end state: a phase is
/// shown for the duration of the animation into it (`animation` gives it per phase; without
/// one, a thirtieth of a second), then the next. Time is the views' clock's.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: TaskID?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    /// The phase shown, by index.
    @State private var shown = 0
    /// How many times the trigger changed: each change starts a run through the phases.
    @State private var runs = 0
    @Environment(\.clock) private var clock

    /// Steps through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = TaskID(trigger)
        self.content = content
        self.animation = animation
    }

    /// Steps through `phases` again and again while the view shows.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The content for the phase shown; a warning when there are no phases, as SwiftUI draws.
    public var body: some View {
        if phases.isEmpty {
            Text("⚠ no phases")
        } else {
            let (shown, runs, clock, isTriggered) = (self.$shown, self.runs, self.clock, trigger != nil)
            // How long each phase shows: the animation into it.
            let durations = phases.map { animation($0).map { Duration.seconds($0.duration) } ?? .milliseconds(33) }
            content(phases[self.shown < phases.count ? self.shown : 0])
                .onChange(of: trigger) { self.runs += 1 }
                .task(id: runs) {
                    // With a trigger, nothing moves until it changes.
                    guard !isTriggered || runs > 0 else { return }
                    repeat {
                        // The phases after the first, then the first again.
                        for next in Array(durations.indices.dropFirst()) + [0] {
                            shown.wrappedValue = next
                            do { try await clock.sleep(for: durations[next]) } catch { return }
                        }
                    } while !isTriggered
                }
        }
    }
}

/// A view a modifier's content closure gets in place of the view it modifies, as SwiftUI's
/// `PlaceholderContentView`: it draws that view.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The view modified.
    public var body: some View { content }
}

extension View {
    /// Steps the view through `phases` once each time `trigger` changes (see ``PhaseAnimator``):
    /// `content` gets the view and the phase shown.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
            animation: animation)
    }

    /// Steps the view through `phases` again and again while it shows (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
