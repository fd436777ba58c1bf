import CMainQueue
import Foundation

/// Waiting as the main actor's run loop: while the terminal waits for a key, what was given
/// to the main actor runs (the main dispatch queue, so `DispatchQueue.main`, `Task {
/// @MainActor in }` and `MainActor.run`) and Foundation's main run loop fires its timers
/// (`Timer.scheduledTimer`).
///
/// One `poll` waits on the terminal's descriptors (the keyboard, the wake pipe) and on the
/// main queue's, until the next timer is due: a key wakes the main thread and nothing else,
/// and runs no run-loop pass. Only when the main queue has work or a timer is due does the
/// run loop make one pass, which does not block. (A dispatch read source for the keyboard,
/// as before, woke dispatch's own thread first, which then woke the main thread through the
/// main queue: two wake-ups and about 140 us of CPU per key.) The next timer's date is
/// read from the run loop without a pass. A timer that changes a model
/// wakes the loop through the frame request, which writes the wake pipe.
///
/// What the run loop learns only through its own wake-up port is seen at the next wake-up:
/// a timer added to the main run loop from another thread, or `RunLoop.main.perform` from
/// one. Work for the main thread goes through the main queue or the main actor instead.
final class MainRunLoopWait {
    /// The terminal's descriptors, then the main queue's.
    private let descriptors: [Int32]

    /// Ends waits when one of `descriptors` can be read.
    init(descriptors: [Int32]) {
        self.descriptors = descriptors + [main_queue_descriptor()]
    }

    /// Waits until a descriptor can be read, work is given to the main actor, a timer of the
    /// main run loop is due, or `milliseconds` pass (-1: as long as it takes); runs that work
    /// or timer. Returns what the terminal's descriptors are when nothing else ran (a key
    /// woke it: no second look is needed); nil when the main actor's work or a timer ran, or
    /// the time ran out, since what ran may have written the wake pipe.
    func wait(milliseconds: Int32) -> [POSIX.Readiness]? {
        let timer = Self.milliseconds(fromSeconds: main_run_loop_seconds_to_next_timer())
        let timeout = milliseconds < 0 ? timer : min(milliseconds, timer ?? milliseconds)
        guard let ready = POSIX.wait(on: descriptors, milliseconds: timeout ?? -1), !ready.last!.isReady else {
            // The main queue has work, or the time ran out (perhaps for a timer): one pass of
            // the run loop that does not block runs them.
            _ = RunLoop.main.limitDate(forMode: .default)
            return nil
        }
        return Array(ready.dropLast())
    }

    /// `seconds` rounded up to whole milliseconds, at most a minute; nil for none.
    private static func milliseconds(fromSeconds seconds: Double) -> Int32? {
        guard seconds.isFinite else { return nil }
        return seconds <= 0 ? 0 : Int32(min(seconds * 1000 + 1, 60_000))
    }
}
