import Testing

@testable import TodoApp

/// Dates on todo.txt tasks: day arithmetic, and `rec:` as topydo defines it. Each recurrence
/// test is one of topydo's own documented cases (its test_recurrence.py), with its "today"
/// fixed to 2026-11-24.
@Suite struct RecurrenceTests {
    static let today = CalendarDate("2026-11-24")!

    static func day(_ offset: Int) -> String { today.adding(days: offset)!.description }

    /// The next task of `line` done today, and its due and threshold dates.
    static func next(_ line: String) -> (due: String?, threshold: String?, task: TodoTxtTask?) {
        let task = Recurrence.nextTask(after: TodoTxtTask(parsing: line), doneOn: today)
        return (task?.value(for: "due").map(String.init), task?.value(for: "t").map(String.init), task)
    }

    @Test func daysCountAcrossMonthsYearsAndLeapDays() {
        #expect(CalendarDate("1970-01-01")!.dayNumber == 0)
        #expect(CalendarDate("2000-03-01")!.dayNumber == 11_017)
        #expect(CalendarDate(dayNumber: 11_017) == CalendarDate("2000-03-01"))
        #expect(CalendarDate("2024-02-28")!.adding(days: 1) == CalendarDate("2024-02-29"))
        #expect(CalendarDate("2025-12-31")!.adding(days: 1) == CalendarDate("2026-01-01"))
        #expect(CalendarDate("2026-01-31")!.adding(months: 1) == CalendarDate("2026-02-28"))
        #expect(CalendarDate("2024-02-29")!.adding(months: 12) == CalendarDate("2025-02-28"))
        #expect(CalendarDate("2026-11-24")!.weekday == 1, "a Tuesday")
        #expect(CalendarDate("2026-02-30")!.dayNumber == nil, "written, but not a day")
        #expect(CalendarDate(dayNumber: -719_162) == CalendarDate("0001-01-01"))
        #expect(CalendarDate(dayNumber: 2_932_896) == CalendarDate("9999-12-31"))
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {  // 0001-01-01 to 9999-12-31
            #expect(CalendarDate(dayNumber: number)?.dayNumber == number)
        }
    }

    @Test func normalRecurrenceCountsFromTheDayItIsDone() {
        #expect(Self.next("Test rec:1w due:\(Self.day(1))").due == Self.day(7), "due in the future")
        #expect(Self.next("Test rec:1w due:\(Self.day(0))").due == Self.day(7), "due today")
        #expect(Self.next("Test rec:1w due:\(Self.day(-8))").due == Self.day(7), "due in the past")
        #expect(Self.next("Test rec:1w").due == Self.day(7), "no due date: one is added")
    }

    @Test func strictRecurrenceCountsFromTheDueDate() {
        #expect(Self.next("Test rec:+1w due:\(Self.day(-8))").due == Self.day(-1))
        #expect(Self.next("Test rec:+1w due:\(Self.day(1))").due == Self.day(8))
        #expect(Self.next("Test rec:+1w due:\(Self.day(0))").due == Self.day(7))
        #expect(Self.next("Test rec:+1w").due == Self.day(7), "no due date: from today")
        #expect(Self.next("Test rec:+1w t:\(Self.day(-8))").threshold == Self.day(-1), "only a threshold")
    }

    @Test func aThresholdKeepsItsDistanceBeforeTheDueDate() {
        let before = Self.next("Test rec:1w due:\(Self.day(0)) t:\(Self.day(-1))")
        #expect(before.threshold == Self.day(6))
        let strict = Self.next("Test rec:+1w due:\(Self.day(0)) t:\(Self.day(-2))")
        #expect(strict.threshold == Self.day(5))
        let same = Self.next("Test rec:1w due:\(Self.day(0)) t:\(Self.day(0))")
        #expect(same.due == Self.day(7) && same.threshold == Self.day(7))
        let onlyThreshold = Self.next("Test rec:1w t:\(Self.day(0))")
        #expect(onlyThreshold.threshold == Self.day(7) && onlyThreshold.due == nil)
    }

    @Test func theNextTaskIsOpenKeepsItsLineAndIsCreatedTodayWhenTheOldOneWas() {
        let next = Self.next("(B) 2026-01-02 water the plants +home rec:3d due:2026-11-20  @garden").task
        #expect(next?.line == "(B) 2026-11-24 water the plants +home rec:3d due:2026-11-27  @garden")
        #expect(Self.next("pay rent rec:+1m due:2026-01-31").task?.line == "pay rent rec:+1m due:2026-02-28")
        #expect(Self.next("report rec:2b due:2026-11-27").due == "2026-11-26", "Tuesday + 2 business days")
        #expect(Self.next("report rec:+1b due:2026-11-27").due == "2026-11-30", "Friday + 1: Monday")
    }

    @Test func noValidRecurrenceMakesNoTask() {
        #expect(Self.next("Test").task == nil)
        #expect(Self.next("Test rec:1").task == nil, "topydo: a count without a unit is not a recurrence")
        #expect(Self.next("Test rec:w").task == nil)
        #expect(Self.next("Test rec:1x").task == nil)
    }
}
