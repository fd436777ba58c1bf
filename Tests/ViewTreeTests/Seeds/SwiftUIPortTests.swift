import Observation
import Testing
import ViewTree

/// SwiftUI code as the seeds write it (WWDC23's donut truck, the TodoList demo, the counter),
/// in our own rendition, compiled with `import ViewTree` and no other change. Each runs
/// headless and does what it does in SwiftUI.
@Suite @MainActor struct SwiftUIPortTests {
    @Observable final class Donut: Identifiable {
        let id: Int
        var name: String
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    @Observable final class FoodTruckModel {
        var orders: [String] = []
        var donuts = [Donut(id: 1, name: "glazed"), Donut(id: 2, name: "jelly")]
        var orderCount: Int { orders.count }
        func addDonut() { donuts.append(Donut(id: donuts.count + 1, name: "new")) }
    }

    struct DonutMenu: View {
        let model: FoodTruckModel
        var body: some View {
            List {
                Section("Donuts") {
                    ForEach(model.donuts) { donut in
                        Text(donut.name)
                    }
                    Button("Add new donut") { model.addDonut() }
                }
                Section("Orders") {
                    LabeledContent("Count", value: "\(model.orderCount)")
                }
            }
        }
    }

    @Test func theDonutMenuListsSectionsAndAddsADonut() {
        let model = FoodTruckModel()
        let host = ViewHost(DonutMenu(model: model), width: 24, height: 8)
        host.renderFrame()
        #expect(
            host.buffer.lines.prefix(6) == [
                "Donuts", "glazed", "jelly", "[ Add new donut ]", "Orders", "Count                  0",
            ])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[3] == "new")
        model.orders.append("one")
        let frame = host.renderFrame()
        #expect(host.buffer.lines[6].hasSuffix("1"))
        // The menu's body read the count: it runs, and so does what it gave new inputs.
        #expect(frame.evaluatedNodes.first == "DonutMenu")
        #expect(frame.evaluatedNodes.contains("LabeledContent#0"))
    }

    @Observable final class Account {
        var userName: String?
        func logOut() { userName = nil }
        func showLogin() { userName = "ann" }
    }

    struct FoodTruckMenuView: View {
        @Environment(Account.self) var account
        var body: some View {
            if let name = account.userName {
                HStack {
                    Text(name)
                    Button("Log out") { account.logOut() }
                }
            } else {
                Button("Login") { account.showLogin() }
            }
        }
    }

    struct DonutView: View {
        @Bindable var donut: Donut
        var body: some View {
            TextField("Name", text: $donut.name)
        }
    }

    @Test func environmentObjectsAndBindablesWorkAsInSwiftUI() {
        let account = Account()
        let host = ViewHost(FoodTruckMenuView().environment(account), width: 24, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // One cell between the HStack's children: SwiftUI's default spacing.
        #expect(host.buffer.lines[0] == "ann [ Log out ]")
        let donut = Donut(id: 1, name: "glazed")
        let field = ViewHost(DonutView(donut: donut), width: 24, height: 1)
        field.renderFrame()
        field.send(.tab)
        field.send(.backspace)
        field.send(.character("y"))
        #expect(donut.name == "glazey")
    }

    struct DonutListView: View {
        let model: FoodTruckModel
        @State private var donutToAdd: Donut?
        var body: some View {
            VStack {
                List(model.donuts) { donut in
                    HStack {
                        Text(donut.name)
                        Spacer()
                        Button("Randomize") { donut.name = String(donut.name.reversed()) }
                    }
                }
                Button("Add Donut") { donutToAdd = Donut(id: 99, name: "") }
            }
            .sheet(item: $donutToAdd) { donut in
                DonutView(donut: donut)
                Button("Save") {
                    model.donuts.append(donut)
                    donutToAdd = nil
                }
                Button("Cancel") { donutToAdd = nil }
            }
        }
    }

    @Test func aSheetForAnItemEditsAndSavesIt() {
        let model = FoodTruckModel()
        let host = ViewHost(DonutListView(model: model), width: 30, height: 8)
        host.renderFrame()
        host.send(.backTab)  // Add Donut
        host.send(.enter)
        host.renderFrame()
        host.send(.tab)
        for key in "crul".map(Key.character) { host.send(key) }
        host.send(.tab)
        host.send(.enter)  // Save
        host.renderFrame()
        #expect(model.donuts.map(\.name) == ["glazed", "jelly", "crul"])
        #expect(host.buffer.lines[2].hasPrefix("crul"))
        host.send(.tab)
        host.send(.enter)  // Randomize the first row
        let frame = host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("dezalg"))
        // The focus moved from Add Donut to the first row's button: those two ran. Rows given
        // inline have no node of their own: a change any of them read runs the visible ones
        // (the README's table lists this; a row written as a view runs alone).
        #expect(frame.evaluatedNodes == ["Button", "Button#1", "List row#1", "List row#2", "List row#99"])
    }

    /// The TodoList demo's Binding version.
    struct TodoItem {
        var taskName: String
        var isDone: Bool
        mutating func updateIsDone() { isDone.toggle() }
    }

    final class TodoListViewState: ObservableObject {
        @Published var todoItems = ["aaa", "bbb", "ccc"].map { TodoItem(taskName: $0, isDone: false) }
    }

    struct TodoListView: View {
        @StateObject var state = TodoListViewState()
        var body: some View {
            NavigationView {
                ScrollView {
                    ForEach(state.todoItems.indices, id: \.self) { i in
                        TodoItemView(todoItem: $state.todoItems[i])
                    }
                }
                .navigationTitle("TodoList")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    struct TodoItemView: View {
        @Binding var todoItem: TodoItem
        var body: some View {
            HStack {
                let systemName = todoItem.isDone ? "checkmark.circle.fill" : "circle"
                Button(
                    action: { todoItem.updateIsDone() },
                    label: {
                        Image(systemName: systemName)
                            .resizable()
                            .frame(width: 1, height: 1)
                    })
                Text(todoItem.taskName)
                Spacer()
            }
        }
    }

    @Test func theTodoListDemoTogglesThroughItsBindings() {
        let host = ViewHost(TodoListView(), width: 24, height: 6)
        host.renderFrame()
        host.renderFrame()
        // The row's HStack puts one cell between the button and the title, as SwiftUI's spacing.
        #expect(host.buffer.lines.prefix(3) == ["TodoList", "────────────────────────", "[ ○ ] aaa"])
        host.send(.tab)  // the scroll view
        host.send(.tab)
        host.send(.tab)
        host.send(.character(" "))
        let frame = host.renderFrame()
        #expect(host.buffer.lines[3] == "[ ● ] bbb")
        // The Combine version: the whole list and every row run, as in SwiftUI.
        #expect(frame.evaluatedNodes.filter { $0.hasPrefix("TodoItemView") }.count == 3)
    }

    /// The counter, Observation version: an `@Observable` object kept in `@State`.
    @Observable final class ContentViewState {
        var count = 0
        func countUp() { count += 1 }
    }

    struct ContentView: View {
        @State var state = ContentViewState()
        var body: some View {
            VStack {
                Text("Count: \(state.count)")
                Button {
                    state.countUp()
                } label: {
                    Text("Count up")
                }
            }
            .padding()
        }
    }

    @Test func theObservationCounterCountsAndRunsItsBodyForEachPress() {
        let host = ViewHost(ContentView(), width: 20, height: 4)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        host.send(.enter)
        host.send(.enter)
        let frame = host.renderFrame()
        // Centred over the wider button, inside the padding, as SwiftUI draws it.
        #expect(host.buffer.lines[1] == "   Count: 2")
        #expect(frame.evaluatedNodes.first == "ContentView")
    }
}
