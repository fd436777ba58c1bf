import Testing

@testable import ViewTree

/// Behaviours real SwiftUI apps count on, written here in our own words: a pushed page edits
/// an `ObservableObject`'s array through a binding, and a `Form` in a sheet's stack takes the
/// space offered so its title bar sits at the top.
@Suite @MainActor struct PushedBindingTests {
    struct Chore: Identifiable, Hashable {
        let id: Int
        var name: String
        var note: String
        var times = 0
        var isDone = false
    }

    final class Chores: ObservableObject {
        @Published var list = [
            Chore(id: 1, name: "Dishes", note: "after dinner"), Chore(id: 2, name: "Laundry", note: "whites"),
        ]
    }

    struct ChoreDetail: View {
        @Binding var chore: Chore

        var body: some View {
            VStack(alignment: .leading) {
                Text(chore.note)
                Text("Done \(chore.times) times")
                Button("Mark as Completed") {
                    chore.isDone = true
                    chore.times += 1
                }
            }
            .navigationTitle(chore.name)
        }
    }

    struct ChoreList: View {
        @ObservedObject var chores: Chores

        var body: some View {
            NavigationStack {
                List(chores.list) { chore in
                    NavigationLink(value: chore) { Text(chore.name + (chore.isDone ? " ✓" : "")) }
                }
                .navigationTitle("Chores")
                .navigationDestination(for: Chore.self) { chore in
                    if let index = chores.list.firstIndex(where: { $0.id == chore.id }) {
                        ChoreDetail(chore: $chores.list[index])
                    }
                }
            }
        }
    }

    /// The same list written with a `@StateObject`, rows in a `ForEach` inside `List`.
    struct OwnedChoreList: View {
        @StateObject private var chores = Chores()

        var body: some View {
            NavigationStack {
                List {
                    ForEach(chores.list) { chore in
                        NavigationLink(value: chore) { Text(chore.name + (chore.isDone ? " ✓" : "")) }
                    }
                }
                .navigationTitle("Chores")
                .navigationDestination(for: Chore.self) { chore in
                    if let index = chores.list.firstIndex(where: { $0.id == chore.id }) {
                        ChoreDetail(chore: $chores.list[index])
                    }
                }
            }
        }
    }

    @Test func aPushedPageOfAStateObjectsArrayShowsItsContent() {
        let host = ViewHost(OwnedChoreList(), width: 80, height: 24)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("after dinner") }, "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Done 1 times") }, "\(host.buffer.lines)")
    }

    /// The list reads its store from the environment (`@EnvironmentObject`), the detail is
    /// pushed with a `ScrollView` around its content.
    struct EnvironmentChoreList: View {
        @EnvironmentObject var chores: Chores

        var body: some View {
            NavigationStack {
                List(chores.list) { chore in
                    NavigationLink(value: chore) { Text(chore.name) }
                }
                .navigationDestination(for: Chore.self) { chore in
                    if let index = chores.list.firstIndex(where: { $0.id == chore.id }) {
                        ScrollView { ChoreDetail(chore: $chores.list[index]) }
                    }
                }
            }
        }
    }

    @Test func aPushedPageOfAnEnvironmentObjectsArrayShowsItsContent() {
        let chores = Chores()
        let host = ViewHost(EnvironmentChoreList().environmentObject(chores), width: 80, height: 24)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("after dinner") }, "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(chores.list[0].times == 1)
        #expect(host.buffer.lines.contains { $0.contains("Done 1 times") }, "\(host.buffer.lines)")
    }

    @Test func aPushedPageShowsAndEditsItsRowThroughABindingIntoThePublishedArray() {
        let chores = Chores()
        let host = ViewHost(ChoreList(chores: chores), width: 80, height: 24)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let screen = host.buffer.lines
        #expect(screen[0].contains("Dishes"), "the title")
        #expect(screen.contains { $0.contains("after dinner") }, "the page's content: \(screen)")
        #expect(screen.contains { $0.contains("Done 0 times") })
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(chores.list[0].isDone && chores.list[0].times == 1)
        #expect(host.buffer.lines.contains { $0.contains("Done 1 times") })
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Dishes ✓") })
    }

    struct NewChoreSheet: View {
        @State private var isAdding = true
        @State private var name = ""

        var body: some View {
            Text("Chores")
                .sheet(isPresented: $isAdding) {
                    NavigationStack {
                        Form {
                            TextField("Name", text: $name)
                        }
                        .navigationTitle("New")
                        .toolbar { Button("Save") { isAdding = false } }
                    }
                }
        }
    }

    @Test func aFormInASheetsStackTakesTheSpaceSoTheTitleBarIsAtTheTop() {
        let host = ViewHost(NewChoreSheet(), width: 40, height: 12)
        host.renderFrame()
        let screen = host.buffer.lines
        // The sheet's border on the second line, its title bar right under it.
        #expect(screen[1].hasPrefix("  ┌"), "\(screen)")
        #expect(screen[2].contains("New") && screen[2].contains("Save"), "\(screen)")
        #expect(screen[4].contains("Name"), "\(screen)")
    }
}
