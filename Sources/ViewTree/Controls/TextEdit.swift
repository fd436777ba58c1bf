/// One editing step on a line of text with a cursor counted in characters: what a key does in
/// a text field. Characters are whole grapheme clusters, so a wide or combined character is
/// inserted, deleted and stepped over as one.
public enum TextEdit: Equatable, Sendable {
    /// Types a character before the cursor.
    case insert(Character)
    /// Deletes the character before the cursor (Backspace).
    case deleteBackward
    /// Deletes the character at the cursor (Delete).
    case deleteForward
    /// Moves the cursor one character left.
    case moveLeft
    /// Moves the cursor one character right.
    case moveRight
    /// Moves the cursor before the first character (Home, Ctrl-A).
    case moveToStart
    /// Moves the cursor after the last character (End, Ctrl-E).
    case moveToEnd
    /// Deletes everything before the cursor (Ctrl-U).
    case deleteToStart
    /// Deletes everything from the cursor on (Ctrl-K).
    case deleteToEnd

    /// The edit `key` stands for in a text field, as in a shell's line editor; nil for keys
    /// that do not edit (Return, Tab, the vertical arrows, ...).
    public init?(key: Key) {
        switch key {
        case .character(let character): self = .insert(character)
        case .backspace, .control("h"): self = .deleteBackward
        case .delete, .control("d"): self = .deleteForward
        case .left, .control("b"): self = .moveLeft
        case .right, .control("f"): self = .moveRight
        case .home, .control("a"): self = .moveToStart
        case .end, .control("e"): self = .moveToEnd
        case .control("u"): self = .deleteToStart
        case .control("k"): self = .deleteToEnd
        default: return nil
        }
    }

    /// Applies the edit to `text` with the cursor at `cursor`, nil meaning at the end. Typing
    /// and deleting at the end, what a field mostly sees, append and remove without counting
    /// the characters before: a long paste costs O(1) a key, not O(length).
    public func apply(to text: inout String, cursor: inout Int?) {
        if cursor == nil {
            switch self {
            case .insert(let character): return text.append(character)
            case .deleteBackward:
                if !text.isEmpty { text.removeLast() }
                return
            case .moveToEnd, .moveRight, .deleteForward, .deleteToEnd: return
            case .moveLeft, .moveToStart, .deleteToStart: break
            }
        }
        var position = cursor ?? text.count
        apply(to: &text, cursor: &position)
        cursor = position == text.count ? nil : position
    }

    /// Applies the edit to `text`, the cursor at `cursor` (brought into range first).
    public func apply(to text: inout String, cursor: inout Int) {
        cursor = min(max(0, cursor), text.count)
        let index = text.index(text.startIndex, offsetBy: cursor)
        switch self {
        case .insert(let character):
            let before = text.count
            text.insert(character, at: index)
            // A combining mark joins the character before it instead of adding one.
            cursor += text.count - before
        case .deleteBackward where cursor > 0:
            text.remove(at: text.index(before: index))
            cursor -= 1
        case .deleteForward where index < text.endIndex:
            text.remove(at: index)
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(text.count, cursor + 1)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = text.count
        case .deleteToStart:
            text.removeSubrange(..<index)
            cursor = 0
        case .deleteToEnd: text.removeSubrange(index...)
        case .deleteBackward, .deleteForward: break
        }
    }
}
