import Foundation
import Testing

@testable import ViewTree

/// Changes must always reach the screen: after a reuse, and from other threads.
@Suite @MainActor struct LostUpdateTests {
    @Test func aRowReusedAfterAnInsertStillRunsOnEveryLaterToggle() {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        host.renderFrame()
        list.items.insert(list.makeItem("new"), at: 0)
        #expect(host.renderFrame().evaluatedNodes == ["TodoListView", "TodoItemView#new"])
        let aaa = list.items[1]
        for expected in [true, false, true] {
            aaa.isDone.toggle()
            let frame = host.renderFrame()
            #expect(frame.evaluatedNodes == ["TodoItemView#aaa"])
            #expect(host.buffer.lines[1] == (expected ? "[x] aaa" : "[ ] aaa"))
        }
    }

    final class Names: ObservableObject {
        @Published var names = ["ann", "bob"]
    }

    /// A container whose only input is content made by its parent.
    struct Card<Content: View>: View {
        let content: Content
        var body: some View { VStack { content } }
    }

    struct NameRow: View {
        let name: String
        var body: some View { Text(name) }
    }

    struct NamesView: View {
        @ObservedObject var model: Names
        var body: some View {
            // The row maker captures one object: its bytes are the same in every run.
            let model = self.model
            Card(content: ForEach(model.names.indices, id: \.self) { NameRow(name: model.names[$0]) })
        }
    }

    @Test func contentMadeByAClosureOverAnUnchangedObjectStillShowsTheObjectsChange() {
        let model = Names()
        let host = ViewHost(NamesView(model: model), width: 10, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["ann", "bob"])
        model.names[1] = "eve"
        let frame = host.renderFrame()
        #expect(host.buffer.lines == ["ann", "eve"])
        #expect(frame.evaluatedNodes.contains("Card"))
        #expect(frame.evaluatedNodes.filter { $0.hasPrefix("NameRow") }.count == 1, "only the changed row")
    }

    @Test func aChangeFromAnotherThreadShowsOnTheNextFrame() async {
        let list = TodoList.seed()
        let host = ViewHost(TodoListView(list: list), width: 20, height: 10)
        await Self.expectChangeFromTimerThread(host: host, list: list, row: 3)
    }

    @Test func aChangeFromAnotherThreadShowsInALazyListOfTenThousandRows() async {
        let list = TodoList(titles: (0..<10_000).map { "item \($0)" })
        list.selection = 5_000
        let host = ViewHost(LazyTodoListView(list: list), width: 30, height: 10)
        await Self.expectChangeFromTimerThread(host: host, list: list, row: 5_000)
    }

    /// Toggles `list.items[row]` from a timer on another thread, waits for the host's frame
    /// request, renders, and checks that exactly that row ran and shows the new state.
    static func expectChangeFromTimerThread(host: ViewHost, list: TodoList, row: Int) async {
        host.renderFrame()
        let requested = DispatchSemaphore(value: 0)
        host.setFrameRequestHandler { requested.signal() }
        let item = SendableBox(list.items[row])
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "timer"))
        timer.schedule(deadline: .now() + .milliseconds(5))
        timer.setEventHandler { item.value.isDone = true }
        timer.resume()
        let signalled = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: requested.wait(timeout: .now() + 10))
            }
        }
        timer.cancel()
        #expect(signalled == .success)
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["TodoItemView#\(list.items[row].title)"])
        #expect(host.buffer.lines.contains("[x] \(list.items[row].title)"))
    }
}

/// Hands a non-Sendable test object to another thread on purpose: the tests check that
/// the tracking machinery copes with exactly that.
struct SendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
