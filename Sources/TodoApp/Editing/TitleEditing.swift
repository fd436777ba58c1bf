import ViewTree

/// Edits a title through its binding, keeping the cursor (in characters) in range.
enum TitleEditing {
    static func apply(_ command: Command, to text: Binding<String>, cursor: inout Int) {
        var value = text.wrappedValue
        cursor = min(max(0, cursor), value.count)
        let index = value.index(value.startIndex, offsetBy: cursor)
        switch command {
        case .insert(let character):
            value.insert(character, at: index)
            // A combining mark joins the character before it instead of adding one.
            cursor = min(value.count, cursor + (value.count > text.wrappedValue.count ? 1 : 0))
        case .deleteBackward where cursor > 0:
            value.remove(at: value.index(before: index))
            cursor -= 1
        case .deleteForward where index < value.endIndex:
            value.remove(at: index)
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(value.count, cursor + 1)
        case .cursorHome: cursor = 0
        case .cursorEnd: cursor = value.count
        default: return
        }
        if value != text.wrappedValue { text.wrappedValue = value }
    }
}
