import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `.keyboardShortcut(.defaultAction)` and `.keyboardShortcut(.cancelAction)`, as SwiftUI's:
/// Return presses the default button when the focused view does not use Return, and Escape
/// presses the cancel button before the sheet or the pushed page around it goes.
@Suite @MainActor struct DefaultAndCancelActionTests {
    @Trackable final class Draft {
        var isEditing = false
        var title = ""
        var saved: [String] = []
        var cancelled = 0
    }

    struct Editor: View {
        @Bindable var draft: Draft
        var body: some View {
            VStack(alignment: .leading) {
                Text("saved: \(draft.saved.joined(separator: ","))")
                Button("New") { draft.isEditing = true }
            }
            .sheet(isPresented: $draft.isEditing) {
                VStack(alignment: .leading) {
                    TextField("Title", text: $draft.title)
                    HStack {
                        Button("Cancel") {
                            draft.cancelled += 1
                            draft.isEditing = false
                        }
                        .keyboardShortcut(.cancelAction)
                        Button("Save") {
                            draft.saved.append(draft.title)
                            draft.isEditing = false
                        }
                        .keyboardShortcut(.defaultAction)
                    }
                }
            }
        }
    }

    private func openSheet(_ draft: Draft) -> ViewHost {
        let host = ViewHost(Editor(draft: draft), width: 40, height: 10)
        host.renderFrame()
        draft.isEditing = true
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        return host
    }

    @Test func returnInAFieldWithoutSubmitPressesTheDefaultButton() {
        let draft = Draft()
        let host = openSheet(draft)
        for character in "milk" { host.send(.character(character)) }
        host.send(.enter)
        host.renderFrame()
        #expect(draft.saved == ["milk"] && !draft.isEditing, "\(host.buffer.lines)")
    }

    @Test func escapePressesTheCancelButtonRatherThanOnlyDismissing() {
        let draft = Draft()
        let host = openSheet(draft)
        host.send(.escape)
        host.renderFrame()
        #expect(draft.cancelled == 1 && !draft.isEditing)
        #expect(draft.saved.isEmpty)
    }

    @Test func aFocusedButtonPressesItselfOnReturn() {
        let draft = Draft()
        let host = openSheet(draft)
        host.send(.tab)
        host.renderFrame()
        host.send(.enter)
        host.renderFrame()
        #expect(draft.cancelled == 1 && draft.saved.isEmpty, "Return on the focused Cancel button presses Cancel")
    }

    /// A sheet holding a stack with Cancel in its toolbar, as SwiftUI apps write an editor.
    struct StackInSheet: View {
        @State private var isShowing = true
        @State private var cancels = 0
        var body: some View {
            Text("cancels \(cancels)")
                .sheet(isPresented: $isShowing) {
                    NavigationStack {
                        NavigationLink("Details") { Button("details page") {} }
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button("Cancel") {
                                        cancels += 1
                                        isShowing = false
                                    }
                                    .keyboardShortcut(.cancelAction)
                                }
                            }
                    }
                }
        }
    }

    @Test func escapeOnAPushedPageGoesBackAndOnTheFirstPagePressesCancel() {
        let host = ViewHost(StackInSheet(), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)  // past Cancel in the title bar, to the link
        host.send(.enter)
        host.renderFrame()
        let screen = { host.buffer.lines.joined(separator: "\n") }
        #expect(screen().contains("details page"), "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.escape)
        host.renderFrame()
        #expect(!screen().contains("details page") && screen().contains("Details"), "back, the sheet still open")
        host.send(.escape)
        host.renderFrame()
        #expect(screen().contains("cancels 1"), "then Cancel: \(host.buffer.lines)")
    }

    @Test func theShortcutsOfACoveredButtonDoNothing() {
        struct Covered: View {
            @State private var count = 0
            @State private var isShowing = true
            var body: some View {
                VStack {
                    Text("count \(count)")
                    Button("Add") { count += 1 }.keyboardShortcut(.defaultAction)
                }
                .sheet(isPresented: $isShowing) { Text("covering") }
            }
        }
        let host = ViewHost(Covered(), width: 30, height: 8)
        host.renderFrame()
        host.send(.enter)
        host.renderFrame()
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.hasPrefix("count 0") }, "Return went nowhere under the sheet")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.hasPrefix("count 1") }, "\(host.buffer.lines)")
    }
}
