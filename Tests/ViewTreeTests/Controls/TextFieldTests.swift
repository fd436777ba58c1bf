import TestSupport
import Testing
import TrackingCore

@testable import ViewTree

/// Text fields edit their binding while focused, as a line editor does; `onSubmit` runs on
/// Return; `disabled` keeps the focus and the keys away.
@Suite @MainActor struct TextFieldTests {
    @Trackable final class Form {
        var name = ""
        var email = "a@b"
        var submitted: [String] = []
    }

    struct FormView: View {
        @Bindable var form: Form
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $form.name)
                TextField("Email", text: $form.email)
                    .disabled(form.name.isEmpty)
                Button("Send") { form.submitted.append(form.name) }
            }
            .onSubmit { form.submitted.append("submit \(form.name)") }
        }
    }

    @Test func aFieldsTextSitsWhereTheTextAlignmentSays() {
        struct Aligned: View {
            @State var text = "abc"
            let alignment: TextAlignment
            var body: some View {
                TextField("Label", text: $text).multilineTextAlignment(alignment)
            }
        }
        #expect(Sample.lines(11, 1) { Aligned(alignment: .center) } == ["    abc"])
        #expect(Sample.lines(11, 1) { Aligned(alignment: .trailing) } == ["        abc"])
        #expect(Sample.lines(11, 1) { Aligned(alignment: .leading) } == ["abc"])
    }

    @Test func aFocusedFieldLongerThanItsWidthKeepsTheCursorInView() {
        let form = Form()
        form.name = "a name longer than the field"
        let host = ViewHost(FormView(form: form), width: 12, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "a name long…", "unfocused: the start, cut at the end")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "… the field", "the end, and the cursor after it")
        #expect(host.buffer[11, 0].style.reverse, "the cursor cell shows, reversed, in the last column")
        host.send(.home)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "a name long…")
        #expect(host.buffer[0, 0].style.reverse, "the cursor on the first character")
        for _ in 0..<15 { host.send(.right) }
        host.renderFrame()
        let row = host.buffer.lines[0]
        let cursor = (0..<12).first { host.buffer[$0, 0].style.reverse }
        #expect(row.hasPrefix("…") && cursor != nil, "\(row): the cursor in view, the start cut")
        #expect(form.name == "a name longer than the field", "moving edits nothing")
    }

    @Test func typingEditsTheFocusedFieldWithTheLineEditorsKeys() {
        let form = Form()
        let host = ViewHost(FormView(form: form), width: 20, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Name", "the placeholder")
        host.send(.tab)
        // A paste: many keys before the next frame.
        for key in "漢字 e\u{301}x".map(Key.character) { host.send(key) }
        host.send(.left)
        host.send(.backspace)
        host.send(.home)
        host.send(.character(">"))
        host.send(.end)
        host.send(.character("!"))
        #expect(form.name == ">漢字 x!")
        host.renderFrame()
        #expect(host.buffer.lines[0] == ">漢字 x!")
        #expect(host.buffer[8, 0].style.reverse, "the cursor after the text, at column 8")
        host.send(.control("a"))
        host.send(.right)
        host.send(.control("k"))
        #expect(form.name == ">")
    }

    @Test func theTitleStaysAsAPlaceholderWhileTheFocusedFieldIsEmpty() {
        let form = Form()
        let host = ViewHost(FormView(form: form), width: 20, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        // As SwiftUI's field: focused and empty, the prompt still shows, faint, with the
        // cursor on its first character.
        #expect(host.buffer.lines[0] == "Name")
        #expect(host.buffer[0, 0].style.reverse, "the cursor")
        #expect(!host.buffer[1, 0].style.reverse)
        #expect(host.buffer[1, 0].style.foreground == .brightBlack)
        host.send(.character("J"))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "J", "typing replaces it")
        #expect(host.buffer[1, 0].style.reverse, "the cursor after the text")
        host.send(.backspace)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Name", "and it comes back when the field is empty again")
    }

    @Test func returnSubmitsAndDisabledFieldsAreSkipped() {
        let form = Form()
        let host = ViewHost(FormView(form: form), width: 20, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        host.send(.tab)
        #expect(host.focusedIdentity == "Button", "the empty name disables the email field")
        host.send(.backTab)
        host.send(.character("x"))
        host.send(.enter)
        #expect(form.submitted == ["submit x"])
        host.renderFrame()
        host.send(.tab)
        #expect(host.focusedIdentity == "TextField", "enabled now")
        host.send(.backspace)
        #expect(form.email == "a@")
    }

    /// A field disabled while it has the focus gives it up, as SwiftUI's does: what is typed
    /// next no longer edits it, and Tab starts from the top again.
    @Test func aFieldDisabledWhileFocusedGivesUpTheFocus() {
        let form = Form()
        form.name = "x"
        let host = ViewHost(FormView(form: form), width: 20, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.character("c"))
        #expect(form.email == "a@bc")
        form.name = ""
        host.renderFrame()
        host.send(.character("d"))
        #expect(form.email == "a@bc", "the disabled field took a key")
        #expect(host.focusedIdentity == nil)
        host.send(.tab)
        host.send(.character("y"))
        #expect(form.name == "y", "Tab starts again at the first field")
    }

    @Test func typingRunsOnlyTheFieldAndWhatReadsTheText() throws {
        struct Echo: View {
            let form: Form
            var body: some View { Text("hello \(form.name)") }
        }
        struct Pair: View {
            @Bindable var form: Form
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $form.name)
                    Echo(form: form)
                    Text("static")
                }
            }
        }
        let form = Form()
        let host = ViewHost(Pair(form: form), width: 20, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        host.send(.character("a"))
        let frame = host.renderFrame()
        #expect(Set(frame.evaluatedNodes) == ["TextField", "Echo"])
        #expect(host.buffer.lines[1] == "hello a")
    }

    /// Random edits against a model that is an array of characters and an index.
    @Test func editsAgreeWithAnArrayOfCharacters() {
        let alphabet: [Character] = ["a", "b", "漢", "🙂", " ", "é", "👍🏽"]
        let edits: [(inout SeededRandom) -> TextEdit] = [
            { .insert(alphabet[Int.random(in: 0..<alphabet.count, using: &$0)]) }, { _ in .deleteBackward },
            { _ in .deleteForward }, { _ in .moveLeft }, { _ in .moveRight }, { _ in .moveToStart },
            { _ in .moveToEnd }, { _ in .deleteToStart }, { _ in .deleteToEnd },
        ]
        for seed in 0..<200 {
            var random = SeededRandom(seed: UInt64(seed))
            var (text, cursor) = ("", 0)
            // The same edits with the cursor kept as a text field keeps it: nil at the end.
            var (fieldText, fieldCursor) = ("", Int?.none)
            var (model, position) = ([Character](), 0)
            for _ in 0..<60 {
                let edit = edits[Int.random(in: 0..<edits.count, using: &random)](&random)
                edit.apply(to: &text, cursor: &cursor)
                edit.apply(to: &fieldText, cursor: &fieldCursor)
                switch edit {
                case .insert(let character):
                    model.insert(character, at: position)
                    position += 1
                case .deleteBackward where position > 0:
                    model.remove(at: position - 1)
                    position -= 1
                case .deleteForward where position < model.count: model.remove(at: position)
                case .moveLeft: position = max(0, position - 1)
                case .moveRight: position = min(model.count, position + 1)
                case .moveToStart: position = 0
                case .moveToEnd: position = model.count
                case .deleteToStart:
                    model.removeSubrange(..<position)
                    position = 0
                case .deleteToEnd: model.removeSubrange(position...)
                default: break
                }
                #expect(text == String(model) && cursor == position, "seed \(seed)")
                #expect(fieldText == text && (fieldCursor ?? fieldText.count) == cursor, "seed \(seed)")
                #expect(fieldCursor.map { $0 < fieldText.count } ?? true, "nil stands for the end")
            }
        }
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var (text, cursor) = ("e", 1)
        TextEdit.insert("\u{301}").apply(to: &text, cursor: &cursor)
        #expect(text == "é" && text.count == 1 && cursor == 1)
        var (atEnd, endCursor) = ("e", Int?.none)
        TextEdit.insert("\u{301}").apply(to: &atEnd, cursor: &endCursor)
        #expect(atEnd == "é" && endCursor == nil)
    }
}
