import Testing
import TrackingCore

@testable import ViewTree

/// `.confirmationDialog`, as SwiftUI's: actions in a column under the title, each dismissing
/// the dialog after its action, Escape cancelling it.
@Suite @MainActor struct ConfirmationDialogTests {
    @Trackable final class Draft {
        var events: [String] = []
        var confirming = false
    }

    /// A "discard draft" button that asks first: a destructive action, a cancel action and a
    /// message under the title.
    struct DraftDiscarder: View {
        @Bindable var draft: Draft
        var body: some View {
            Button("Discard Draft") { draft.confirming = true }
                .confirmationDialog("Throw away this unsent note?", isPresented: $draft.confirming) {
                    Button("Discard", role: .destructive) { draft.events.append("discarded") }
                    Button("Keep Editing", role: .cancel) { draft.events.append("kept") }
                } message: {
                    Text("A discarded note cannot be restored.")
                }
        }
    }

    @Test func theActionsShowInAColumnAndEachDismissesTheDialog() {
        let draft = Draft()
        let host = ViewHost(DraftDiscarder(draft: draft), width: 50, height: 12)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let lines = host.buffer.lines
        #expect(lines.contains { $0.contains("Throw away this unsent note?") })
        #expect(lines.contains { $0.contains("A discarded note cannot be restored.") })
        let discard = lines.firstIndex { $0.contains("[ Discard ]") && $0.contains("│") }
        let keep = lines.firstIndex { $0.contains("[ Keep Editing ]") }
        #expect(discard.map { $0 + 1 } == keep, "one action a row")
        #expect(host.focusedIdentity == "Button", "the first action has the focus")
        host.send(.down)
        host.send(.enter)
        #expect(draft.events == ["kept"] && !draft.confirming)
        host.renderFrame()
        host.send(.enter)
        host.renderFrame()
        host.send(.escape)
        #expect(!draft.confirming && draft.events == ["kept"], "Escape cancels without an action")
    }
}

/// Two dialogs, one presented from inside the content the other is presented over: when the
/// outer one goes with the focus in it, the focus goes to the one still shown, where a fresh
/// screen would put it.
@Suite @MainActor struct NestedDialogFocusTests {
    @Trackable final class Questions {
        var inner = false
        var outer = false
        var answers: [String] = []
    }

    struct Asker: View {
        @Bindable var questions: Questions
        var body: some View {
            Text("form")
                .confirmationDialog("Inner?", isPresented: $questions.inner) {
                    Button("Inner yes") { questions.answers.append("inner") }
                }
                .confirmationDialog("Outer?", isPresented: $questions.outer) {
                    Button("Outer yes") { questions.answers.append("outer") }
                }
        }
    }

    @Test func theDialogLeftShowingTakesTheFocusWhenTheOtherGoes() {
        let questions = Questions()
        let host = ViewHost(Asker(questions: questions), width: 30, height: 10)
        host.renderFrame()
        questions.inner = true
        host.renderFrame()
        questions.outer = true
        host.renderFrame()
        questions.outer = false
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Inner yes") })
        #expect(host.focusedIdentity?.hasPrefix("Button") == true, "a dialog's button has the focus")
        host.send(.enter)
        host.renderFrame()
        #expect(questions.answers == ["inner"], "Return answers the dialog on screen")
        #expect(!questions.inner)
    }
}
