/// A view that edits multi-line text, as SwiftUI's `TextEditor(text:)`: it takes the room it
/// is offered, wraps long lines at a space (else where the row is full), and scrolls to keep
/// the cursor in view. Focused (Tab reaches it, a click puts the cursor where it fell), it
/// takes characters (a paste is many), Return for a new line, Backspace and Delete, the
/// arrows (Up and Down keep their column through shorter rows), Home and End (the line's
/// ends), Page Up and Page Down, the wheel, and the line editor's Ctrl keys: Ctrl-A, E, B, F,
/// P, N, H, D, K (to the line's end; at it, joins the next line) and U.
///
/// Tab and Escape are left to the views around it: Tab moves the focus on, as everywhere in a
/// terminal app (SwiftUI's macOS editor types a tab). Each key lays the text out again: made
/// for notes and messages, not for files of megabytes.
public struct TextEditor: View {
    let text: Binding<String>
    @State private var cursor = TextEditorCursor()
    @Environment(\.isEnabled) private var isEnabled

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The rows on screen, the cursor's cell reversed while focused.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        // Keys of one batch (a paste) arrive before the body runs again: the handler reads
        // the focus, the text, the cursor and the size as they are then.
        let hasFocus = FocusReader.currentFocus()
        let frame = FocusReader.currentFrame()
        let (value, state, text, cursorState) = (text.wrappedValue, cursor, self.text, $cursor)
        return GeometryReader { proxy in
            let (width, height) = (proxy.cells.width, proxy.cells.height)
            let layout = TextEditorLayout(value, width: width)
            let offset = state.offset(in: layout)
            let cursorRow = layout.row(of: offset)
            let top = TextEditorCursor.top(
                showing: cursorRow, from: state.top, height: height, rowCount: layout.rows.count)
            let shown = Array(layout.rows[top..<min(layout.rows.count, top + max(height, 0))].enumerated())
            VStack(alignment: .leading, spacing: 0) {
                ForEach(shown, id: \.offset) { index, row in
                    Self.row(row, of: layout, cursor: isFocused && top + index == cursorRow ? offset : nil)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .onKeyPress { press in
            guard hasFocus() else { return .ignored }
            let cells = frame()
            var edited = text.wrappedValue
            var moved = cursorState.wrappedValue
            if case .mouse(let event) = press.key.key, press.isClick {
                moved.place(row: event.y - cells.y, column: event.x - cells.x, in: edited, width: cells.width)
            } else if !moved.apply(press.key.key, to: &edited, width: cells.width, height: cells.height) {
                return .ignored
            }
            if edited != text.wrappedValue { text.wrappedValue = edited }
            if moved != cursorState.wrappedValue { cursorState.wrappedValue = moved }
            return .handled
        }
    }

    /// One row: its characters, the one under the cursor reversed (a reversed space past the
    /// row's end).
    @ViewBuilder
    private static func row(_ row: TextEditorLayout.Row, of layout: TextEditorLayout, cursor: Int?) -> some View {
        let characters = layout.characters
        if let cursor, cursor >= row.start, cursor <= row.end {
            let atCursor = cursor < row.end && characters[cursor] != "\n" ? String(characters[cursor]) : " "
            HStack(spacing: 0) {
                Text(String(characters[row.start..<cursor]))
                Text(atCursor).reverse()
                Text(cursor < row.end ? String(characters[(cursor + 1)..<row.end]) : "")
            }
            .lineLimit(1)
        } else {
            Text(String(characters[row.start..<row.end])).lineLimit(1)
        }
    }
}
