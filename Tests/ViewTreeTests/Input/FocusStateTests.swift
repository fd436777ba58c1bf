import Testing
import TrackingCore

@testable import ViewTree

/// `@FocusState` follows the focus and moves it; `.keyboardShortcut` presses a button from
/// anywhere, after the focused view had its chance.
@Suite @MainActor struct FocusStateTests {
    enum Field: Hashable { case name, email }

    @Trackable final class Log {
        var lines: [String] = []
    }

    struct SignUp: View {
        let log: Log
        @State private var name = ""
        @State private var email = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack(alignment: .leading) {
                Text("editing " + (field.map { "\($0)" } ?? "nothing"))
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Email", text: $email).focused($field, equals: .email)
                Button("Next") { field = field == .name ? .email : .name }
                    .keyboardShortcut("n", modifiers: .control)
                Button("Quit") { log.lines.append("quit") }
                    .keyboardShortcut("q")
            }
        }
    }

    @Test func theStateFollowsTheFocusAndSettingItMovesTheFocus() {
        let host = ViewHost(SignUp(log: Log()), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "editing nothing")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "editing name")
        host.send(.control("n"))  // the shortcut sets the state to .email
        host.renderFrame()
        host.renderFrame()  // the focus moves after the frame that saw the state
        #expect(host.buffer.lines[0] == "editing email")
        #expect(host.buffer[0, 2].style.reverse, "the email field shows the cursor")
        host.send(.character("a"))
        host.renderFrame()
        #expect(host.buffer.lines[2].hasPrefix("a"))
    }

    @Test func aShortcutUnderASheetDoesNothing() {
        struct Covered: View {
            let log: Log
            @State private var showing = true
            var body: some View {
                Button("Quit") { log.lines.append("quit") }
                    .keyboardShortcut("q")
                    .sheet(isPresented: $showing) { Text("sheet") }
            }
        }
        let log = Log()
        let host = ViewHost(Covered(log: log), width: 20, height: 4)
        host.renderFrame()
        #expect(host.send(.character("q")) == .ignored)
        #expect(log.lines.isEmpty)
        host.send(.escape)
        host.renderFrame()
        #expect(host.send(.character("q")) == .handled)
        #expect(log.lines == ["quit"])
    }

    @Test func aShortcutWaitsForTheFocusedViewAndThenPressesFromAnywhere() {
        let log = Log()
        let host = ViewHost(SignUp(log: log), width: 30, height: 5)
        host.renderFrame()
        #expect(host.send(.character("q")) == .handled)
        #expect(log.lines == ["quit"])
        host.send(.tab)
        host.send(.character("q"))  // typed into the name field
        host.renderFrame()
        #expect(log.lines == ["quit"])
        #expect(host.buffer.lines[1].hasPrefix("q"))
    }
}
