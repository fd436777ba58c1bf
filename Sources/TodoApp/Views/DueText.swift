import ViewTree

/// A `due:` tag shown against today: `due today`, `due tomorrow`, `due in 3 days` (up to two
/// weeks ahead), `2 days late` in red; further ahead, the tag as written. It reads today
/// through a derived value, so at midnight only the tags whose text changes run.
struct DueText: View {
    let due: CalendarDate
    let day: DayClock
    /// Whether a space goes before it (it is not the title's first word).
    let spaced: Bool

    var body: some View {
        let (due, day) = (due, day)
        let label = derived { Label(due: due, today: day.today) }
        Text((spaced ? " " : "") + label.text).foregroundColor(Color(label.color))
    }

    /// What a due date says on a day, and in which colour.
    struct Label: Equatable {
        let text: String
        let color: TerminalColor

        init(due: CalendarDate, today: CalendarDate) {
            switch today.days(until: due) {
            case let days? where days < 0:
                (text, color) = (days == -1 ? "1 day late" : "\(-days) days late", .red)
            case 0?: (text, color) = ("due today", .yellow)
            case 1?: (text, color) = ("due tomorrow", .green)
            case let days? where days <= 14: (text, color) = ("due in \(days) days", .green)
            default: (text, color) = ("due:\(due)", .green)
            }
        }
    }
}
