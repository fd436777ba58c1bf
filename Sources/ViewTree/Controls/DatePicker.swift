/// A date edited by keys, as SwiftUI's `DatePicker`: `Due  2026-11-27 2:30 PM` (the time in
/// 12 or 24 hours, as the locale's short time has it, like `Text(date, style: .time)`). Focused, Left
/// and Right choose a field (drawn reversed), Up or `+` and Down or `-` step it, the date kept
/// within the range given; a click on a field chooses it. The label hides with
/// `.labelsHidden()`. Every style is this field (a terminal has no calendar to pop up).
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    @State private var field = 0
    @Environment(\.isEnabled) private var isEnabled

    /// A picker of `selection` within `range`, showing `components`, after `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        self.range = range
        components = displayedComponents.isEmpty ? [.date, .hourAndMinute] : displayedComponents
    }

    /// A picker of `selection` from `range`'s start on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents,
            label: label)
    }

    /// A picker of `selection` up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents,
            label: label)
    }

    /// The label, then the fields.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        // Keys may come before the body runs again: the handler reads the focus and the field
        // as they are then.
        let hasFocus = FocusReader.currentFocus()
        let fields = DateFields(components: components)
        let date = selection.wrappedValue
        let (selection, range, fieldState) = (self.selection, self.range, $field)
        let current = min(field, fields.fields.count - 1)
        return HStack(cellSpacing: 2) {
            _ControlLabel(content: label)
            HStack(spacing: 0) {
                ForEach(Array(fields.fields.enumerated()), id: \.offset) { index, field in
                    Text(fields.separator(before: index))
                    Text(fields.text(of: field, in: date)).reverse(isFocused && index == current)
                        .onTapGesture { fieldState.wrappedValue = index }
                }
            }
        }
        .onKeyPress { press in
            guard hasFocus() else { return .ignored }
            let current = min(fieldState.wrappedValue, fields.fields.count - 1)
            let step: Int
            switch press.key {
            case .leftArrow:
                fieldState.wrappedValue = max(0, current - 1)
                return .handled
            case .rightArrow:
                fieldState.wrappedValue = min(fields.fields.count - 1, current + 1)
                return .handled
            case .upArrow, "+": step = 1
            case .downArrow, "-": step = -1
            default: return .ignored
            }
            let (unit, amount) = fields.fields[current].step
            guard var next = Calendar.current.date(byAdding: unit, value: step * amount, to: selection.wrappedValue)
            else {
                return .handled
            }
            if let range { next = min(max(next, range.lowerBound), range.upperBound) }
            selection.wrappedValue = next
            return .handled
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title`.
    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, from `range`'s start on.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, up to `range`'s end.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The components' bits.
    public let rawValue: Int
    /// Components from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Year, month and day.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// The fields a date picker's components show, in order: `2026-11-27 14:30`, or
/// `2026-11-27 2:30 PM` where the locale's short time has a day period.
struct DateFields {
    /// One field: a calendar component, or the day period (AM, PM) of a 12-hour time.
    enum Field {
        case unit(Calendar.Component)
        case dayPeriod

        /// What Up adds: one of the unit, or twelve hours.
        var step: (Calendar.Component, Int) {
            switch self {
            case .unit(let unit): (unit, 1)
            case .dayPeriod: (.hour, 12)
            }
        }
    }

    let fields: [Field]
    private let usesDayPeriod: Bool

    init(components: DatePickerComponents, usesDayPeriod: Bool = DateFields.localeUsesDayPeriod) {
        self.usesDayPeriod = usesDayPeriod
        let date: [Field] = components.contains(.date) ? [.unit(.year), .unit(.month), .unit(.day)] : []
        let time: [Field] =
            !components.contains(.hourAndMinute)
            ? []
            : usesDayPeriod ? [.unit(.hour), .unit(.minute), .dayPeriod] : [.unit(.hour), .unit(.minute)]
        fields = date + time
    }

    /// Whether the process's locale writes a short time with AM or PM, as
    /// `Text(date, style: .time)` shows it.
    static let localeUsesDayPeriod: Bool = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.dateStyle = .none
        return formatter.dateFormat.contains("a")
    }()

    /// What goes before field `index`: `-` in the date, a space before the time and its day
    /// period, `:` in it.
    func separator(before index: Int) -> String {
        guard index > 0 else { return "" }
        switch fields[index] {
        case .unit(.month), .unit(.day): return "-"
        case .unit(.hour), .dayPeriod: return " "
        default: return ":"
        }
    }

    /// The field's text for `date`, as the current calendar and time zone have it.
    func text(of field: Field, in date: Date) -> String {
        let calendar = Calendar.current
        switch field {
        case .dayPeriod:
            return calendar.component(.hour, from: date) < 12 ? calendar.amSymbol : calendar.pmSymbol
        case .unit(.hour) where usesDayPeriod:
            let hour = calendar.component(.hour, from: date) % 12
            return String(hour == 0 ? 12 : hour)
        case .unit(let unit):
            let value = calendar.component(unit, from: date)
            return unit == .year ? String(format: "%04d", value) : String(format: "%02d", value)
        }
    }
}

/// How a date picker looks, as SwiftUI's `DatePickerStyle`: a terminal has one, the field.
public protocol DatePickerStyle {}

/// The platform's date picker: the field.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// SwiftUI's wheels, by the name older code gives them (`WheelDatePickerStyle()`): the field.
public typealias WheelDatePickerStyle = DefaultDatePickerStyle
/// SwiftUI's compact button, by its type's name: the field.
public typealias CompactDatePickerStyle = DefaultDatePickerStyle
/// SwiftUI's calendar, by its type's name: the field.
public typealias GraphicalDatePickerStyle = DefaultDatePickerStyle

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice: the field.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A compact button opening a calendar: the field.
    public static var compact: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A calendar: the field.
    public static var graphical: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// Wheels: the field.
    public static var wheel: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A text field: the field.
    public static var field: DefaultDatePickerStyle { DefaultDatePickerStyle() }
    /// A field with a stepper: the field.
    public static var stepperField: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension View {
    /// The look of date pickers inside: a terminal's is the field, whatever the style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}
