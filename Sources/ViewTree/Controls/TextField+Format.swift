/// Text fields of values, as SwiftUI's: `TextField("Amount", value: $amount, format:
/// .currency(code: "EUR"))` with Foundation's format styles, or with a `Formatter`. The field
/// shows the value formatted and edits a draft; Return or the focus leaving parses the draft
/// into the value (see ``TextField``).
extension TextField {
    /// A field of `value` shown in `format`, which parses what is typed; the prompt, if
    /// given, shows in place of the title while the field is empty (its draft deleted).
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(prompt?.content ?? title, text: .constant(""), masks: false)
        formatting = TextFieldFormatting(
            formatted: { format.format(value.wrappedValue) },
            parse: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// A field of an optional `value` shown in `format`; empty is nil, and shows the prompt,
    /// if given, in place of the title.
    public init<F: ParseableFormatStyle>(
        _ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    )
    where F.FormatOutput == String {
        self.init(prompt?.content ?? title, text: .constant(""), masks: false)
        formatting = TextFieldFormatting(
            formatted: { value.wrappedValue.map { format.format($0) } ?? "" },
            parse: { text in
                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    value.wrappedValue = nil
                    return true
                }
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// A field of `value` shown and parsed by `formatter` (a `NumberFormatter` or a
    /// `DateFormatter`), as SwiftUI's older fields; the prompt, if given, shows in place of
    /// the title while the field is empty.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(prompt?.content ?? title, text: .constant(""), masks: false)
        formatting = TextFieldFormatting(
            formatted: { formatter.string(for: value.wrappedValue) ?? "" },
            parse: { text in
                let object: Any? =
                    (formatter as? NumberFormatter)?.number(from: text)
                    ?? (formatter as? DateFormatter)?.date(from: text)
                guard let parsed = object as? V ?? (object as? NSNumber).flatMap(Self.number(as: V.self)) else {
                    return false
                }
                value.wrappedValue = parsed
                return true
            })
    }

    /// A field of `value` shown and parsed by `formatter`, with SwiftUI's older callbacks:
    /// `onEditingChanged` runs with true when the field takes the focus and false when it
    /// loses it (the draft committed), `onCommit` on Return once the draft is committed.
    public init<V>(
        _ title: String, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field of `value` shown and parsed by `formatter` that runs `onCommit` on Return, once
    /// the draft is committed.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onCommit = onCommit
    }

    /// A field of `value` shown and parsed by `formatter`, titled by the text of `label` (a
    /// field here is titled by a string: its placeholder while empty). The prompt, if given,
    /// is the placeholder instead.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, label: () -> Text) {
        self.init(label().content, value: value, formatter: formatter, prompt: prompt)
    }

    /// A field of `value` shown in `format`, titled by the text of `label`; the prompt, if
    /// given, is the placeholder instead.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, label: () -> Text
    ) where F.FormatOutput == String {
        self.init(label().content, value: value, format: format, prompt: prompt)
    }

    /// A field of an optional `value` shown in `format` (empty is nil), titled by the text of
    /// `label`; the prompt, if given, is the placeholder instead.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, label: () -> Text
    ) where F.FormatOutput == String {
        self.init(label().content, value: value, format: format, prompt: prompt)
    }

    /// A field of text with a prompt: shown as the title is, faint, while the text is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? title, text: text, masks: false)
    }

    /// A field of text with SwiftUI's older callbacks: `onEditingChanged` runs with true when
    /// the field takes the focus and false when it loses it, after the frame; `onCommit` runs
    /// on Return, before the `onSubmit` action around it.
    public init(
        _ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text, masks: false)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field that may grow along `axis` as SwiftUI's does: here one line, as every field
    /// (a `TextEditor` edits many lines).
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, masks: false)
    }

    /// A field with a prompt that may grow along `axis`: here one line.
    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(prompt?.content ?? title, text: text, masks: false)
    }

    /// A number a formatter made, as the value type asks.
    private static func number<V>(as type: V.Type) -> (NSNumber) -> V? {
        { number in
            switch type {
            case is Int.Type: number.intValue as? V
            case is Double.Type: number.doubleValue as? V
            case is Float.Type: number.floatValue as? V
            case is Decimal.Type: number.decimalValue as? V
            default: nil
            }
        }
    }
}

/// How a field of a value shows it and commits a draft of it.
struct TextFieldFormatting {
    /// The value, formatted.
    let formatted: () -> String
    /// Parses a draft into the value; false when it does not parse.
    let parse: (String) -> Bool

    /// The text the field shows and edits: the draft, or the value formatted.
    func text(draft: Binding<String?>) -> Binding<String> {
        Binding(get: { draft.wrappedValue ?? formatted() }, set: { draft.wrappedValue = $0 })
    }

    /// Parses the draft into the value, if there is one; the field shows the value again.
    func commit(_ draft: Binding<String?>) {
        guard let text = draft.wrappedValue else { return }
        _ = parse(text)
        draft.wrappedValue = nil
    }
}
