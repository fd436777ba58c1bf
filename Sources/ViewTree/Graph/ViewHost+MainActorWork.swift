import Dispatch

/// Letting the main actor's other work run, for code that drives a view tree without the run
/// loop: tests, and anything else that holds a ``ViewHost`` itself.
extension ViewHost {
    /// Lets the main actor run what it was given (`DispatchQueue.main`, `Task { @MainActor
    /// in }`, `MainActor.run`, view tasks) for `duration` of the wall clock, rendering a frame
    /// whenever something changed, as the run loop does; returns those frames.
    ///
    /// Work due within `duration` (an `asyncAfter`, a `Task.sleep`) runs; work queued without
    /// a delay runs even with no duration. Foundation's timers need the main run loop, which
    /// only the terminal's loop runs: test them through it.
    @discardableResult
    public func advance(by duration: Duration = .zero) async -> [FrameReport] {
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
        await Self.runQueuedMainActorWork()
        if needsFrame { frames.append(renderFrame()) }
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
