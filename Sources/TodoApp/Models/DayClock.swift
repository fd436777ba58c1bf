import TrackingCore

/// Today's date, as the list's due dates and thresholds are read against it. The program
/// looks at the clock every half minute (``refresh()``); the date changes only when the day
/// does, and only the views whose text depends on it run then.
@Trackable
public final class DayClock {
    /// Today's local date.
    public private(set) var today: CalendarDate
    /// Where today's date comes from: the system's clock, or a test's.
    @TrackingIgnored private var now: () -> String

    /// A clock reading today's date from `now` (`YYYY-MM-DD`).
    public init(now: @escaping () -> String = CalendarDate.today) {
        self.now = now
        today = CalendarDate(now()) ?? CalendarDate("1970-01-01")!
    }

    /// Reads today's date from `now` from now on.
    public func read(from now: @escaping () -> String) {
        self.now = now
        refresh()
    }

    /// Reads the date again; a new day is a change, the same day is not.
    public func refresh() {
        if let date = CalendarDate(now()), date != today { today = date }
    }
}
