import Testing
import TrackingCore

@testable import ViewTree

/// `.confirmationDialog`, as SwiftUI's: actions in a column under the title, each dismissing
/// the dialog after its action, Escape cancelling it.
@Suite @MainActor struct ConfirmationDialogTests {
    @Trackable final class Files {
        var log: [String] = []
        var asking = false
    }

    /// Apple's confirmation dialog sample, shortened.
    struct Deleter: View {
        @Bindable var files: Files
        var body: some View {
            Button("Empty Trash") { files.asking = true }
                .confirmationDialog("Permanently erase the items in the Trash?", isPresented: $files.asking) {
                    Button("Empty Trash", role: .destructive) { files.log.append("emptied") }
                    Button("Cancel", role: .cancel) { files.log.append("kept") }
                } message: {
                    Text("You cannot undo this action.")
                }
        }
    }

    @Test func theActionsShowInAColumnAndEachDismissesTheDialog() {
        let files = Files()
        let host = ViewHost(Deleter(files: files), width: 50, height: 12)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let lines = host.buffer.lines
        #expect(lines.contains { $0.contains("Permanently erase the items in the Trash?") })
        #expect(lines.contains { $0.contains("You cannot undo this action.") })
        let empty = lines.firstIndex { $0.contains("[ Empty Trash ]") && $0.contains("│") }
        let cancel = lines.firstIndex { $0.contains("[ Cancel ]") }
        #expect(empty.map { $0 + 1 } == cancel, "one action a row")
        #expect(host.focusedIdentity == "Button", "the first action has the focus")
        host.send(.down)
        host.send(.enter)
        #expect(files.log == ["kept"] && !files.asking)
        host.renderFrame()
        host.send(.enter)
        host.renderFrame()
        host.send(.escape)
        #expect(!files.asking && files.log == ["kept"], "Escape cancels without an action")
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
