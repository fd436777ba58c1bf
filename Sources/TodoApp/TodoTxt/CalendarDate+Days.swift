/// Counting days on todo.txt dates, for due dates, thresholds and recurrence: a date as a
/// day number (days since 1970-01-01 in the proleptic Gregorian calendar), and back.
extension CalendarDate {
    /// The date of `year`, `month` (1-12) and `day`, when it is a real day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(digits: UInt32(year * 10_000 + month * 100 + day))
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init?(dayNumber: Int) {
        // Howard Hinnant's civil_from_days: eras of 400 years, years starting in March.
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The year, month and day as written (a month or day that is not real included).
    public var parts: (year: Int, month: Int, day: Int) {
        let number = Int(digits)
        return (number / 10_000, number / 100 % 100, number % 100)
    }

    /// Days since 1970-01-01; nil for a date that is not a real day (`2026-02-30`).
    public var dayNumber: Int? {
        let (year, month, day) = parts
        guard CalendarDate(year: year, month: month, day: day) != nil else { return nil }
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the week, 0 for Monday to 6 for Sunday.
    public var weekday: Int? {
        dayNumber.map { (($0 % 7) + 7 + 3) % 7 }
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDate? {
        dayNumber.flatMap { CalendarDate(dayNumber: $0 + count) }
    }

    /// The date `count` months later, on the same day or the month's last when it is shorter
    /// (2026-01-31 plus a month is 2026-02-28), as topydo counts months.
    public func adding(months count: Int) -> CalendarDate? {
        guard dayNumber != nil else { return nil }
        let (year, month, day) = parts
        let index = year * 12 + month - 1 + count
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        return CalendarDate(year: newYear, month: newMonth, day: min(day, Self.days(inMonth: newMonth, of: newYear)))
    }

    /// Days from this date to `other` (negative when `other` is earlier).
    public func days(until other: CalendarDate) -> Int? {
        guard let from = dayNumber, let to = other.dayNumber else { return nil }
        return to - from
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
