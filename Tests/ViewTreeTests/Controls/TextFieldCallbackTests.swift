import Testing
import TrackingCore

@testable import ViewTree

/// `TextField(_:text:onEditingChanged:onCommit:)`, SwiftUI's older spelling: the editing
/// callback says when the field takes and loses the focus, the commit callback runs on
/// Return (before `onSubmit`); and `SecureField(_:text:prompt:)`.
@Suite @MainActor struct TextFieldCallbackTests {
    @Trackable final class Events {
        var name = ""
        var log: [String] = []
    }

    struct Page: View {
        let events: Events
        var body: some View {
            VStack {
                TextField(
                    "Name", text: Bindable(events).name,
                    onEditingChanged: { events.log.append("editing \($0)") },
                    onCommit: { events.log.append("commit \(events.name)") }
                )
                .onSubmit { events.log.append("submit") }
                Button("Other") {}
            }
        }
    }

    @Test func editingFollowsTheFocusAndCommitRunsOnReturn() {
        let events = Events()
        let host = ViewHost(Page(events: events), width: 20, height: 2)
        host.renderFrame()
        #expect(events.log.isEmpty, "nothing before the focus comes")
        host.send(.tab)
        host.renderFrame()
        #expect(events.log == ["editing true"])
        for character in "ada" { host.send(.character(character)) }
        host.send(.enter)
        host.renderFrame()
        #expect(events.log == ["editing true", "commit ada", "submit"])
        host.send(.tab)
        host.renderFrame()
        #expect(events.log.last == "editing false")
        #expect(events.log.count == 4)
    }

    @Test func aSecureFieldShowsItsPromptWhileEmpty() {
        #expect(
            Sample.lines(16, 1) { SecureField("Password", text: .constant(""), prompt: Text("required")) } == [
                "required"
            ])
        #expect(Sample.lines(16, 1) { SecureField("Password", text: .constant("abc"), prompt: Text("x")) } == ["•••"])
    }
}
