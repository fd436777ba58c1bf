import Testing

@testable import ViewTree

/// @Environment by key path and by object type, and bindings.
@Suite struct EnvironmentTests {
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
