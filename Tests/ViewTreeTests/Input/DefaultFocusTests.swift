import Testing
import TrackingCore

@testable import ViewTree

/// `prefersDefaultFocus()`: when a page appears, its first focusable view takes the keys
/// without a Tab, in the frame that makes it, once per appearance.
@Suite @MainActor struct DefaultFocusTests {
    @Trackable final class Model {
        var showsForm = false
        var name = ""
        var opened = 0
    }

    /// A list page that opens a form on `o`; the form's field comes before its button, and
    /// Esc closes it.
    struct Pages: View {
        let model: Model
        @FocusState private var fieldFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(fieldFocused ? "field focused" : "field not focused")
                if model.showsForm {
                    VStack(alignment: .leading) {
                        TextField("Name", text: Bindable(model).name).focused($fieldFocused)
                        Button("Close") { model.showsForm = false }
                    }
                    .prefersDefaultFocus()
                    .onKeyPress(.escape) {
                        model.showsForm = false
                        return .handled
                    }
                } else {
                    Text("list")
                        .focusable()
                        .prefersDefaultFocus()
                        .onKeyPress("o") {
                            model.showsForm = true
                            model.opened += 1
                            return .handled
                        }
                }
            }
        }
    }

    @Test func eachPageTakesTheKeysWhenItAppears() {
        let model = Model()
        let host = ViewHost(Pages(model: model), width: 20, height: 3)
        host.renderFrame()
        #expect(host.send(.character("o")) == .handled, "the list has the keys with no Tab")
        let opening = host.renderFrame()
        // The field is focused as it is made: it draws its cursor in that frame and does not
        // run a second time for the focus.
        #expect(opening.evaluatedNodes.filter { $0 == "TextField" }.count == 1)
        #expect(host.buffer[0, 1].style.reverse, "the field shows its cursor")
        host.send(.character("a"))
        host.send(.character("b"))
        host.renderFrame()
        #expect(model.name == "ab")
        // The @FocusState around the field hears of it after the frame that focused it.
        #expect(host.buffer.lines[0] == "field focused")
        host.send(.escape)
        host.renderFrame()
        #expect(host.send(.character("o")) == .handled, "the list took the keys back")
        #expect(model.opened == 2)
    }

    @Test func theDefaultIsGivenOncePerAppearance() {
        let model = Model()
        let host = ViewHost(Pages(model: model), width: 20, height: 3)
        host.renderFrame()
        host.send(.character("o"))
        host.renderFrame()
        host.send(.tab)
        #expect(host.focusedIdentity == "Button")
        host.renderFrame()
        model.name = "changed"  // the field runs again; the focus stays on the button
        host.renderFrame()
        #expect(host.focusedIdentity == "Button")
        host.send(.enter)
        host.renderFrame()
        #expect(!model.showsForm)
    }

    /// The scope travels in the environment of everything inside: the same scope must read as
    /// no change, or every view inside would compare its environment entry by entry on every
    /// run of its parent.
    @Test func theSameScopeIsNoChangeOfTheEnvironment() {
        let scope = DefaultFocusScope()
        var first = EnvironmentValues()
        first.defaultFocusScope = scope
        var second = EnvironmentValues()
        second.defaultFocusScope = scope
        #expect(first.isIdentical(to: second))
        second.defaultFocusScope = DefaultFocusScope()
        #expect(!first.isIdentical(to: second))
    }

    @Test func withoutThePreferenceNothingIsFocusedUntilTab() {
        let model = Model()
        let host = ViewHost(
            VStack(alignment: .leading) { TextField("Name", text: Bindable(model).name) }, width: 20, height: 1)
        host.renderFrame()
        #expect(host.send(.character("a")) == .ignored)
        #expect(model.name.isEmpty)
    }
}
