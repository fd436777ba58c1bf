/// A one-line text field. `TextField("Title", text: $title)` edits its binding when it has
/// the focus: characters (a paste is many), Backspace, Delete, the arrows, Home and End, and
/// the line editor's Ctrl keys (``TextEdit``); Return runs the `onSubmit` action around it.
/// Empty, it shows its title as a placeholder, faint; focused, with the cursor on its first
/// character. It takes the width it is offered, its text at the edge (or the centre)
/// `.multilineTextAlignment(_:)` sets, leading by default; focused, text longer than that shows the part
/// around the cursor, cut with `…` before it. A field of a value with a format
/// (`TextField("Amount", value: $amount, format: .number)`) shows the value formatted and
/// edits a draft of it, committed as SwiftUI commits it: parsed on Return or when the focus
/// leaves, the value unchanged (and the draft gone) when it does not parse.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    /// Whether each character shows as `•` (a ``SecureField``).
    let masks: Bool
    /// How a field of a value shows it and commits a draft; nil for a field of text.
    var formatting: TextFieldFormatting?
    /// SwiftUI's older callbacks: the focus came (true) or went (false); Return.
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    /// Where the cursor is, in characters; nil until the user moves it: at the end.
    @State private var ownCursor: Int?
    /// A field of a value: the text typed since the value was last shown, until committed.
    @State private var draft: String?
    @Environment(\.submitAction) private var submit
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textFieldUnderlines) private var underlines
    @Environment(\.multilineTextAlignment) private var textAlignment

    /// A field editing `text`, showing `title` while it is empty.
    public init(_ title: String, text: Binding<String>) {
        self.init(title, text: text, masks: false)
    }

    init(_ title: String, text: Binding<String>, masks: Bool) {
        self.title = title
        self.text = text
        self.masks = masks
    }

    /// The text with its cursor cell reversed while focused, or the placeholder.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        // Keys of one batch (a paste) arrive before the body runs again: the handler reads
        // the focus, the text and the cursor as they are then.
        let hasFocus = FocusReader.currentFocus()
        let (formatting, draftState) = (self.formatting, $draft)
        let commit = { formatting?.commit(draftState) }
        // The focus left with a draft: committed once the frame's bodies have run.
        if formatting != nil, !isFocused, draft != nil, let node = EvaluationContext.current {
            node.host.handUp { commit() }
        }
        if let onEditingChanged {
            EvaluationContext.current?.watchChange(of: isFocused, initial: false) { _, focused in
                onEditingChanged(focused)
            }
        }
        let edited = formatting?.text(draft: draftState) ?? self.text
        let value = edited.wrappedValue
        // At the end (no cursor of its own) the split needs no walk through the characters.
        let split =
            ownCursor.map { value.index(value.startIndex, offsetBy: $0, limitedBy: value.endIndex) ?? value.endIndex }
            ?? value.endIndex
        let (text, cursorState, submit, onCommit) = (edited, $ownCursor, self.submit, self.onCommit)
        let shown = { (part: Substring) in masks ? String(repeating: "•", count: part.count) : String(part) }
        return Group {
            if value.isEmpty && !isFocused {
                Text(title).foregroundColor(.brightBlack)
            } else if value.isEmpty && !title.isEmpty {
                // As SwiftUI's field, the placeholder stays until something is typed: the
                // cursor sits on its first character.
                HStack(spacing: 0) {
                    Text(String(title.prefix(1))).reverse()
                    Text(String(title.dropFirst()))
                }
                .foregroundColor(.brightBlack)
            } else {
                HStack(spacing: 0) {
                    if isFocused {
                        // Text longer than the field: what is before the cursor keeps the
                        // room first and loses its start (`…`), so the cursor stays in view.
                        Text(shown(value[..<split])).truncationMode(.head).layoutPriority(1)
                        Text(split < value.endIndex ? shown(value[split...].prefix(1)) : " ").reverse()
                            .layoutPriority(1)
                        Text(split < value.endIndex ? shown(value[value.index(after: split)...]) : "")
                    } else {
                        Text(shown(value[..<split]))
                        Text(shown(value[split...]))
                    }
                }
            }
        }
        // One line, as SwiftUI's field, as wide as it is offered: an empty one can still be
        // clicked. Its text at `.multilineTextAlignment`'s edge, as SwiftUI's.
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: Self.alignment(of: textAlignment))
        .underline(underlines)
        .onKeyPress { press in
            guard hasFocus() else { return .ignored }
            if press.key == .return {
                commit()
                onCommit?()
                submit?()
                return submit == nil && formatting == nil && onCommit == nil ? .ignored : .handled
            }
            guard let edit = TextEdit(key: press.key.key) else { return .ignored }
            var value = text.wrappedValue
            var cursor = cursorState.wrappedValue
            edit.apply(to: &value, cursor: &cursor)
            if value != text.wrappedValue { text.wrappedValue = value }
            if cursor != cursorState.wrappedValue { cursorState.wrappedValue = cursor }
            return .handled
        }
    }
}

/// The action Return runs in a text field: set with `onSubmit`.
private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return in a text field inside runs; `onSubmit` sets it.
    public var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Return is pressed in a text field inside this content: as
    /// ``onSubmit(of:_:)`` with its default trigger, ``SubmitTriggers/text`` (a search field
    /// does not run it).
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        environment(\.submitAction, action)
    }
}

/// A one-line field whose characters show as `•`, as SwiftUI's `SecureField`: it edits and
/// submits as a ``TextField``.
public struct SecureField: View {
    let title: String
    let text: Binding<String>

    /// A field editing `text` unseen, showing `title` while it is empty.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// A field editing `text` unseen, showing `prompt` (else `title`) while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(prompt?.content ?? title, text: text)
    }

    /// A text field that masks its characters.
    public var body: some View {
        TextField(title, text: text, masks: true)
    }
}

extension TextField {
    /// Where a field's text sits in its width for the text alignment around it.
    fileprivate static func alignment(of textAlignment: TextAlignment) -> Alignment {
        switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
