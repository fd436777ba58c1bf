import SanitizedMutex
import Foundation
import Synchronization

/// The time a view tree lives in: the system's, or a manual one that tests move.
///
/// The framework's own timing goes through it: a ``TimelineView``'s entries and the date it
/// shows, a button's moment of looking pressed, what counts as a double click, a spinner's
/// turns. An app's code can wait on it too, through the environment:
///
/// ```swift
/// @Environment(\.clock) private var clock
/// ...
/// .task(id: query) {
///     try? await clock.sleep(for: .milliseconds(300))  // a debounce a test can skip
///     await search(query)
/// }
/// ```
///
/// In an app it is ``system``: `sleep(for:)` is `Task.sleep`, ``date`` is `Date()`. A
/// `ViewTester` gives its view a ``manual(startingAt:)`` clock that stands still until the
/// test advances it, so time in a test passes at once and always the same way. It conforms
/// to `Clock`, so it can be handed to anything that takes one (a debounce, a throttle).
/// SwiftUI has no such environment value; code that sleeps with `Task.sleep` works the same,
/// on the system's time only.
public final class ViewClock: Clock, Sendable {
    /// A point in the clock's time: how long after the clock was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock was made.
        public var offset: Duration

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `left` comes first.
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    /// A sleeper waiting for the manual clock to pass its deadline.
    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct ManualTime {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// Sleepers woken whose `sleep` has not returned yet: their tasks have yet to run.
        var awake: Set<Int> = []
    }

    /// The system's time.
    public static let system = ViewClock(isManual: false, startDate: Date())

    /// A clock that stands still at `startingAt` until ``advance(to:)`` moves it.
    public static func manual(startingAt date: Date = Date()) -> ViewClock {
        ViewClock(isManual: true, startDate: date)
    }

    /// The clock of the view tree subscribing to a publisher now (`.onReceive`): a timer
    /// publisher connected then ticks on it when it is a manual one.
    @TaskLocal static var subscribing: ViewClock?

    /// Whether the clock moves only when told to.
    public let isManual: Bool
    /// A manual clock's time and sleepers (unused on the system's time).
    private let manual = Mutex(ManualTime())
    private let startDate: Date
    private let start = ContinuousClock.now

    private init(isManual: Bool, startDate: Date) {
        self.isManual = isManual
        self.startDate = startDate
    }

    /// Now, in the clock's time.
    public var now: Instant {
        isManual ? manual.withSanitizedLock { $0.now } : Instant(offset: ContinuousClock.now - start)
    }

    /// The smallest step the clock tells apart.
    public var minimumResolution: Duration { isManual ? .zero : ContinuousClock().minimumResolution }

    /// The date now: `Date()` for the system clock, the start date moved on by the time
    /// advanced for a manual one.
    public var date: Date { date(at: now) }

    /// The date at `instant`.
    public func date(at instant: Instant) -> Date {
        guard isManual else { return Date() + (instant.offset - now.offset).timeInterval }
        return startDate + instant.offset.timeInterval
    }

    /// Waits until `deadline`: on the system's time, or until a manual clock is advanced past
    /// it. Throws `CancellationError` when the waiting task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        guard isManual else {
            return try await ContinuousClock().sleep(until: start + deadline.offset, tolerance: tolerance)
        }
        try Task.checkCancellation()
        let id = manual.withSanitizedLock { time in
            defer { time.nextID += 1 }
            return time.nextID
        }
        defer { _ = manual.withSanitizedLock { $0.awake.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let due = manual.withSanitizedLock { time -> Bool in
                    guard deadline > time.now else { return true }
                    time.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if due { continuation.resume() }
            }
        } onCancel: {
            let sleeper = manual.withSanitizedLock { time -> Sleeper? in
                guard let index = time.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return time.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Whether a manual clock woke a sleeper whose task has not run since: its next wait (a
    /// timeline's next entry) is not known yet.
    public var hasWokenSleepers: Bool {
        isManual && manual.withSanitizedLock { !$0.awake.isEmpty }
    }

    /// The earliest deadline anyone waits for on a manual clock, or nil.
    public var nextDeadline: Instant? {
        isManual ? manual.withSanitizedLock { $0.sleepers.map(\.deadline).min() } : nil
    }

    /// Moves a manual clock on to `instant` (never back) and wakes those who waited for it
    /// or earlier, earliest first. The system clock moves by itself: this does nothing there.
    public func advance(to instant: Instant) {
        guard isManual else { return }
        let woken = manual.withSanitizedLock { time -> [Sleeper] in
            time.now = max(time.now, instant)
            let due = time.sleepers.filter { $0.deadline <= time.now }.sorted { $0.deadline < $1.deadline }
            time.sleepers.removeAll { $0.deadline <= time.now }
            time.awake.formUnion(due.map(\.id))
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation counts time.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

private struct ClockKey: EnvironmentKey {
    static var defaultValue: ViewClock { .system }
}

extension EnvironmentValues {
    /// The time the views live in: ``ViewClock/system`` in an app, a manual clock that the
    /// test moves under `ViewTester`.
    public var clock: ViewClock {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}
