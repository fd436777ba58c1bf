import Testing

@testable import ViewTree

/// @Environment by key path and by object type, and bindings.
@Suite @MainActor struct EnvironmentTests {
    @Test func readersSeeTheValuesAndDefaultsTheyWereGiven() {
        let host = ViewHost(
            AccentRoot(settings: Settings(), list: TodoList.seed()), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(3) == ["accent red", "inner accent red", "7 items"])

        let bare = ViewHost(BareReader(), width: 30, height: 1)
        bare.renderFrame()
        #expect(bare.buffer.lines == ["no list, plain"])
    }

    @Test func aChangedValueRunsOnlyTheViewsThatReadIt() {
        let settings = Settings()
        let host = ViewHost(AccentRoot(settings: settings, list: TodoList.seed()), width: 30, height: 5)
        host.renderFrame()
        settings.accent = "blue"
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["AccentRoot", "AccentReader", "AccentReader"])
        #expect(frame.evaluations.dropFirst().allSatisfy { $0.cause.description == "environment AccentKey" })
        #expect(host.buffer.lines.prefix(3) == ["accent blue", "inner accent blue", "7 items"])
    }

    @Test func anEnvironmentObjectIsTrackedLikeAnyModel() {
        let list = TodoList.seed()
        let host = ViewHost(AccentRoot(settings: Settings(), list: list), width: 30, height: 5)
        host.renderFrame()
        list.items.removeLast()
        #expect(host.renderFrame().evaluatedNodes == ["ListTitleReader"])
        #expect(host.buffer.lines[2] == "6 items")
    }

    @Test func aBindableBindingWritesTheModelAndRunsItsReaders() throws {
        let item = TodoItem(id: 1, title: "old")
        let sink = BindingSink<String>()
        let host = ViewHost(TitleEditor(item: item, sink: sink), width: 30, height: 1)
        host.renderFrame()
        try #require(sink.binding).wrappedValue = "new"
        #expect(item.title == "new")
        #expect(host.renderFrame().evaluatedNodes == ["TitleEditor"])
        #expect(host.buffer.lines == ["title: new"])
    }
}

/// A view that keeps a closure reading its environment, run after the body, as an action is.
struct ActionReader: View {
    @Environment(\.accent) var accent
    let keep: (@escaping () -> String) -> Void

    var body: some View {
        keep { accent }
        return Text("reader")
    }
}

/// What a library user meets outside a body and at the root.
@Suite @MainActor struct EnvironmentOutsideBodyTests {
    @Test func anEnvironmentValueReadInAClosureAfterTheBodyIsTheViewsCurrentValue() {
        final class Kept { var read: (() -> String)? }
        let kept = Kept()
        let host = ViewHost(
            ActionReader(keep: { kept.read = $0 }).environment(\.accent, "green"), width: 10, height: 1)
        host.renderFrame()
        #expect(kept.read?() == "green")
    }

    @Test func aPrimitiveViewOrAModifiedViewCanBeTheRoot() {
        let text = ViewHost(Text("hello"), width: 10, height: 1)
        text.renderFrame()
        #expect(text.buffer.lines == ["hello"])
        let settings = Settings()
        let modified = ViewHost(
            AccentRoot(settings: settings, list: TodoList.seed()).environment(settings), width: 30, height: 3)
        modified.renderFrame()
        #expect(modified.buffer.lines.first == "accent red")
        settings.accent = "blue"
        modified.renderFrame()
        #expect(modified.buffer.lines.first == "accent blue")
    }
}
