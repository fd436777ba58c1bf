import Dispatch

/// Letting the main actor's other work run, for code that drives a view tree without the run
/// loop: tests, and anything else that holds a ``ViewHost`` itself.
extension ViewHost {
    /// Lets `duration` of the host's ``clock`` pass, rendering a frame whenever something
    /// changed, as the run loop does; returns those frames.
    ///
    /// On a manual clock the time passes at once: each wait on the clock that falls due
    /// (a ``TimelineView``'s next entry, a button's press, `clock.sleep(for:)` in a task)
    /// ends in the order of its deadline, with the main actor's queued work and a frame after
    /// each. Work on the system's time (`Task.sleep`, `asyncAfter`) does not move with it:
    /// ``wait(for:)`` lets that run. On the system clock this is ``wait(for:)``.
    @discardableResult
    public func advance(by duration: Duration = .zero) async -> [FrameReport] {
        guard clock.isManual else { return await wait(for: duration) }
        let target = clock.now.advanced(by: duration)
        var frames = await settle()
        while let next = clock.nextDeadline, next <= target {
            clock.advance(to: next)
            frames += await settle()
        }
        clock.advance(to: target)
        return frames + (await settle())
    }

    /// Lets the main actor run what it was given (`DispatchQueue.main`, `Task { @MainActor
    /// in }`, `MainActor.run`, view tasks) for `duration` of the wall clock, rendering a frame
    /// whenever something changed, as the run loop does; returns those frames.
    ///
    /// Work due within `duration` (an `asyncAfter`, a `Task.sleep`) runs; work queued without
    /// a delay runs even with no duration. Foundation's timers need the main thread's run
    /// loop, which only the terminal's loop runs (a test's main actor is not on the main
    /// thread): a `Timer.publish(every:on:in:)` a view receives ticks on a manual clock, with
    /// ``advance(by:)``.
    @discardableResult
    public func wait(for duration: Duration) async -> [FrameReport] {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        var frames: [FrameReport] = []
        while true {
            await Self.runQueuedMainActorWork()
            if needsFrame { frames.append(renderFrame()) }
            let remaining = deadline - clock.now
            guard remaining > .zero else { break }
            try? await Task.sleep(for: min(remaining, .milliseconds(2)))
        }
        // What the last frame started (a view's task) runs before this returns.
        return frames + (await settle())
    }

    /// Runs the main actor's queued work and the frame it needs, then what that frame
    /// started (a view's task) and its frame, and on until the tasks the clock woke have run
    /// (on a busy main actor, other work can come first).
    private func settle() async -> [FrameReport] {
        var frames: [FrameReport] = []
        var rounds = 0
        // Two rounds with no sleeper left awake: a woken task stops counting as awake when
        // its sleep returns, before it waits again (a timeline working out its next entry),
        // and on a busy machine the round that saw it go can come before that wait.
        var quietRounds = 0
        repeat {
            await Self.runQueuedMainActorWork()
            if needsFrame { frames.append(renderFrame()) }
            rounds += 1
            quietRounds = clock.hasWokenSleepers ? 0 : quietRounds + 1
        } while quietRounds < 2 && rounds < 10_000
        return frames
    }

    /// Returns once the work queued on the main actor before it, and the work that work
    /// queued in turn, has run: the main queue runs blocks in order.
    private static func runQueuedMainActorWork() async {
        for _ in 0..<4 {
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
            await Task.yield()
        }
    }
}
