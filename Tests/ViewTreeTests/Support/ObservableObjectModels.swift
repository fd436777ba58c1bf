import TrackingCore
import ViewTree

/// The models and views of ObservableObjectTests: seed 002's and seed 004's Combine code with
/// `import Combine` replaced, and a model that serves both kinds of view.
extension ObservableObjectTests {
    // Seed 002: the counter, with @Published and with objectWillChange sent by hand.
    final class ContentViewState: ObservableObject {
        @Published var count = 0
        func countUp() { count += 1 }
    }

    /// Seed 002's counter as written: no `@Published` property, `objectWillChange` sent by
    /// hand on the publisher the protocol gives.
    final class ManualState: ObservableObject {
        var count = 0 {
            willSet { objectWillChange.send() }
        }
        func countUp() { count += 1 }
    }

    struct ContentView: View {
        @StateObject var state = ContentViewState()
        var body: some View { Text("Count: \(state.count)") }
    }

    struct ManualView: View {
        @ObservedObject var state: ManualState
        var body: some View { Text("Count: \(state.count)") }
    }

    // Seed 002: the Combine TodoList, struct items bound into the rows.
    struct TodoItem {
        let taskName: String
        var isDone: Bool
        mutating func updateIsDone() { isDone.toggle() }
    }

    final class TodoListViewState: ObservableObject {
        @Published var todoItems: [TodoItem] = ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"].map {
            TodoItem(taskName: $0, isDone: false)
        }
    }

    struct TodoListView: View {
        @ObservedObject var state: TodoListViewState
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(state.todoItems.indices, id: \.self) { i in
                    TodoItemView(todoItem: $state.todoItems[i])
                }
            }
        }
    }

    struct TodoItemView: View {
        @Binding var todoItem: TodoItem
        var body: some View {
            Text("\(todoItem.isDone ? "[x]" : "[ ]") \(todoItem.taskName)")
        }
    }

    // Seed 004: Root passes each child only the value it shows.
    final class Store: ObservableObject {
        @Published var a = 1
        @Published var b = "hello"
    }

    struct Root: View {
        @ObservedObject var store: Store
        var body: some View {
            VStack(alignment: .leading) {
                A(a: store.a)
                B(b: store.b)
            }
        }
    }

    struct A: View {
        let a: Int
        var body: some View { Text("\(a)") }
    }

    struct B: View {
        let b: String
        var body: some View { Text(b) }
    }

    /// One model for both styles, as seed 004's `@Observable` class that is also an
    /// `ObservableObject`: the macro sends `objectWillChange` before each change.
    @Trackable final class Profile: ObservableObject {
        var name = "ann"
        var age = 30
    }

    struct NameReader: View {
        let profile: Profile
        var body: some View { Text(profile.name) }
    }

    struct AgeHolder: View {
        @ObservedObject var profile: Profile
        var body: some View { Text("\(profile.age)") }
    }

    struct Both: View {
        let profile: Profile
        var body: some View {
            VStack(alignment: .leading) {
                NameReader(profile: profile)
                AgeHolder(profile: profile)
            }
        }
    }
}

extension ObservableObjectTests {
    /// Seed 004's bridge as written, with only `import ViewTree`: an `@Observable` class that
    /// is also an `ObservableObject` and sends `objectWillChange` from Observation's
    /// `onChange`. Swift 6 asks one addition of the Swift 5 code: `onChange` is `@Sendable`,
    /// so the class says it may be sent.
    @Observable
    final class BridgedStore: ObservableObject, @unchecked Sendable {
        var name = ""
        var age = 0

        init(name: String = "", age: Int = 0) {
            self.name = name
            self.age = age
            observeProperties()
        }
        private func observeProperties() {
            withObservationTracking {
                let _ = name
                let _ = age
            } onChange: { [weak self] in
                guard let self else { return }
                objectWillChange.send()
                observeProperties()
            }
        }
    }

    struct BridgedStoreView: View {
        @StateObject var store: BridgedStore
        var body: some View { Text("\(store.name) is \(store.age)") }
    }
}
