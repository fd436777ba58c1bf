/// A task's `rec:` tag: how often it comes back once done, as topydo reads it.
///
/// `rec:1w` is normal recurrence: the next task is due a week after the day the task was
/// done. `rec:+1w` is strict: a week after the task's own due date (the day it was done when
/// it has none). Units are `d` days, `w` weeks, `m` months (the month's last day when it is
/// shorter), `y` years and `b` business days (Monday to Friday).
public struct Recurrence: Equatable, Sendable {
    /// What one step is counted in.
    public enum Unit: Character, Sendable {
        case day = "d", week = "w", month = "m", year = "y", businessDay = "b"
    }

    /// How many units a step is.
    public let count: Int
    /// The step's unit.
    public let unit: Unit
    /// Whether the step starts from the task's due date rather than the day it was done.
    public let isStrict: Bool

    /// The recurrence `text` writes (`1w`, `+2d`), if it is one.
    public init?(_ text: Substring) {
        var text = text
        isStrict = text.first == "+"
        if isStrict { text = text.dropFirst() }
        guard let last = text.last, let unit = Unit(rawValue: last), let count = Int(text.dropLast()), count >= 0
        else { return nil }
        self.count = count
        self.unit = unit
    }

    /// `date` moved on by one step.
    public func advance(_ date: CalendarDate) -> CalendarDate? {
        switch unit {
        case .day: date.adding(days: count)
        case .week: date.adding(days: 7 * count)
        case .month: date.adding(months: count)
        case .year: date.adding(months: 12 * count)
        case .businessDay:
            (0..<count).reduce(Optional(date)) { date, _ in
                var next = date?.adding(days: 1)
                while let day = next, let weekday = day.weekday, weekday >= 5 { next = day.adding(days: 1) }
                return next
            }
        }
    }

    /// The task that follows `task` (as it was before it was done) when it is done on `today`,
    /// or nil when it has no valid `rec:` tag. Its due date (`due:`) is moved on a step from
    /// the due date (strict) or from today; its threshold (`t:`) keeps its distance before the
    /// due date. A task with a threshold and no due date has its threshold moved instead (from
    /// itself when strict). A task without either gets a due date. The new task is open, keeps
    /// the priority, and is created today when the old one had a creation date.
    public static func nextTask(after task: TodoTxtTask, doneOn today: CalendarDate) -> TodoTxtTask? {
        guard let rule = task.value(for: "rec").flatMap(Recurrence.init) else { return nil }
        var next = TodoTxtTask(
            priority: task.priority, creationDate: task.creationDate == nil ? nil : today.description,
            description: task.description)
        let due = task.date(tag: "due").flatMap { $0.dayNumber == nil ? nil : $0 }
        let threshold = task.date(tag: "t").flatMap { $0.dayNumber == nil ? nil : $0 }
        if due != nil || threshold == nil {
            guard let newDue = rule.advance(rule.isStrict ? due ?? today : today) else { return nil }
            next.setTag("due", to: newDue.description)
            if let threshold, let due, let length = threshold.days(until: due),
                let newThreshold = newDue.adding(days: -length)
            {
                next.setTag("t", to: newThreshold.description)
            }
        } else if let threshold, let newThreshold = rule.advance(rule.isStrict ? threshold : today) {
            next.setTag("t", to: newThreshold.description)
        }
        return next
    }
}
