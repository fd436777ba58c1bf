/// Text of values, as SwiftUI's: a value in a format style, a date in a date style, an
/// image's character, texts joined, and the case of text inside a view.
extension Text {
    /// Text showing `input` in `format`: `Text(total, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: format.format(input), runs: [])
    }

    /// Text showing `subject` as `formatter` writes it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(content: formatter.string(for: subject) ?? "\(subject)", runs: [])
    }

    /// Text showing `subject` (an `NSNumber`, say) as `formatter` writes it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(content: formatter.string(for: subject) ?? "\(subject)", runs: [])
    }

    /// Text showing `date` in `style`. A terminal frame is drawn when something changes, so a
    /// relative or timer style shows the time as of the frame (a `TimelineView` around it
    /// draws it again as time passes).
    public init(_ date: Date, style: DateStyle) {
        self.init(content: style.string(for: date), runs: [])
    }

    /// Text showing a date range, each end as a date and time: `Jun 3, 2026, 9:00 AM – Jun 5,
    /// 2026, 5:00 PM` (Foundation's interval formatter crashes on Linux).
    public init(_ dates: ClosedRange<Date>) {
        func write(_ date: Date) -> String {
            DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .short)
        }
        self.init(content: write(dates.lowerBound) + " – " + write(dates.upperBound), runs: [])
    }

    /// Text showing an image's character, to put inside other text.
    public init(_ image: Image) {
        self.init(content: image.symbol, runs: [])
    }

    /// The two texts as one, each keeping its Markdown styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        let offset = lhs.content.count
        let shifted = rhs.runs.map {
            TextMarkdown.Run(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset), change: $0.change)
        }
        return Text(content: lhs.content + rhs.content, runs: lhs.runs + shifted)
    }

    /// How a date shows, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        let name: String

        /// The time: `2:30 PM`.
        public static let time = DateStyle(name: "time")
        /// The date: `June 3, 2026`.
        public static let date = DateStyle(name: "date")
        /// The time from now: `2 hours, 5 minutes`.
        public static let relative = DateStyle(name: "relative")
        /// The offset from now: `+2 hours`.
        public static let offset = DateStyle(name: "offset")
        /// A timer from now: `2:05:00`.
        public static let timer = DateStyle(name: "timer")

        /// A span of `seconds` in its two largest units: `2 hours, 5 minutes`.
        static func span(_ seconds: Int) -> String {
            let units = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
            var rest = seconds
            var parts: [String] = []
            for (size, name) in units where rest >= size || (size == 1 && parts.isEmpty) {
                let count = rest / size
                rest -= count * size
                parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
                if parts.count == 2 { break }
            }
            return parts.joined(separator: ", ")
        }

        /// `date` in this style, against now.
        func string(for date: Date, now: Date = Date()) -> String {
            switch name {
            case "time": return DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short)
            case "date": return DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
            case "timer":
                let seconds = Int(abs(date.timeIntervalSince(now)))
                let clock = String(format: "%d:%02d", seconds / 60 % 60, seconds % 60)
                return seconds >= 3600
                    ? "\(seconds / 3600):" + String(format: "%02d:%02d", seconds / 60 % 60, seconds % 60) : clock
            default:
                let text = Self.span(Int(abs(date.timeIntervalSince(now))))
                return name == "offset" ? (date < now ? "-" : "+") + text : text
            }
        }
    }

    /// Letter case for text inside a view, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Capitals.
        case uppercase
        /// Small letters.
        case lowercase
    }
}

extension String {
    /// The string in `textCase`.
    func cased(_ textCase: Text.Case) -> String {
        switch textCase {
        case .uppercase: uppercased()
        case .lowercase: lowercased()
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// The case text inside shows in; nil: as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Text inside in capitals or small letters; nil: as written.
    public func textCase(_ textCase: Text.Case?) -> EnvironmentWriter<Self> {
        environment(\.textCase, textCase)
    }
}
