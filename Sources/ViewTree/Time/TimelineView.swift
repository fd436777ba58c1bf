import Foundation

/// A view that runs its content again at the dates a schedule gives: a clock, a spinner.
///
/// `TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date.formatted()) }`.
/// The content gets the date of the entry it shows. Dates and waits are the environment's
/// ``ViewClock``'s, so a test moves through entries at once. Between entries nothing runs: the view
/// waits in a task of its own on the main actor, started after the frame that shows it and
/// cancelled when it goes, and each entry runs this view's body and what reads its date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date: Date?
    @Environment(\.clock) private var clock

    /// Shows `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the current entry; the next one comes from a task.
    public var body: some View {
        let clock = self.clock
        // Until the task sets one, the entry current when the view appeared: the task then
        // starts from the next, so appearing runs the content once, not twice.
        let first = date == nil ? schedule.entries(from: clock.date, mode: .normal).first { _ in true } : nil
        return content(TimelineViewDefaultContext(date: date ?? first ?? clock.date)).task {
            for entry in schedule.entries(from: clock.date, mode: .normal) where entry != first {
                let wait = entry.timeIntervalSince(clock.date)
                if wait > 0 {
                    do { try await clock.sleep(for: .seconds(wait)) } catch { return }
                }
                date = entry
            }
        }
    }
}

/// What a timeline view's content is given: the date of the entry.
public struct TimelineViewDefaultContext {
    /// The date of the entry shown.
    public let date: Date
}

/// The dates at which a ``TimelineView`` runs its content again.
public protocol TimelineSchedule: Sendable {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update: a terminal is never in a low-frequency mode.
public enum TimelineScheduleMode: Sendable {
    /// Every entry.
    case normal
    /// Fewer entries, to save power: treated as normal.
    case lowFrequency
}

/// Entries every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// Entries at `startDate` and every `interval` seconds after it (at least a millisecond).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.001)
    }

    /// The entries from the first one at or after `startDate` that is due.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let skipped = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return sequence(first: start.addingTimeInterval(skipped * interval)) { [interval] in
            $0.addingTimeInterval(interval)
        }
    }
}

/// Entries at the start of every minute, for clocks that show minutes.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Every minute.
    public init() {}

    /// Now, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let firstMinute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
        var next: Date? = startDate
        return sequence(state: 0) { (minutes: inout Int) -> Date? in
            defer { minutes += 1 }
            if minutes == 0 { return next.take() }
            return Date(timeIntervalSinceReferenceDate: firstMinute + Double(minutes - 1) * 60)
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
