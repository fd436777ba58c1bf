/// A one-line text field: the bound text with the cursor cell shown reversed. Typing is the
/// app's: it edits the same binding and moves `cursor`.
public struct TextField: View {
    let text: Binding<String>
    let cursor: Int

    /// A field showing `text` with the cursor before the character at index `cursor`.
    public init(text: Binding<String>, cursor: Int) {
        self.text = text
        self.cursor = cursor
    }

    /// The text with the cursor shown.
    public var body: some View {
        let value = text.wrappedValue
        let position = min(max(0, cursor), value.count)
        let split = value.index(value.startIndex, offsetBy: position)
        HStack {
            Text(value[..<split])
            Text(split < value.endIndex ? String(value[split]) : " ").reverse()
            Text(split < value.endIndex ? value[value.index(after: split)...] : "")
        }
    }
}
