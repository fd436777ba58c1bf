import Testing
import ViewTreeTesting

@testable import ViewTree

/// A view given a binding into an `ObservableObject` (`$store.count`) shows the object's
/// changes, as SwiftUI's does, also where no body around it runs again to make it anew: a
/// page pushed by `NavigationLink(destination:)`.
@Suite @MainActor struct BindingIntoObjectTests {
    final class Store: ObservableObject {
        @Published var counts = [0, 0]
        @Published var note = "none"
    }

    struct Counter: View {
        @Binding var count: Int
        var body: some View {
            VStack {
                Text("Count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    struct Root: View {
        @StateObject var store = Store()
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: Counter(count: $store.counts[1])) { Text("Row \(store.counts[1])") }
                    Text("Note \(store.note)")
                }
            }
        }
    }

    @Test func aPushedPageShowsTheObjectsChangeItMade() throws {
        let tester = ViewTester(Root(), width: 30, height: 8)
        try tester.click(on: "Row 0")
        #expect(tester.screen.contains("Count 0"))
        try tester.click(on: "Add")
        try tester.click(on: "Add")
        #expect(tester.screen.contains("Count 2"))
        tester.press(.escape)
        #expect(tester.screen.contains("Row 2"))
    }

    struct Reader: View {
        let note: Binding<String>
        var body: some View { Text("Reads \(note.wrappedValue)") }
    }

    /// The object's change runs the body that read the binding, which holds no property for
    /// the object.
    @Test func theBodyThatReadsTheBindingRunsOnTheObjectsChange() {
        let store = Store()
        let host = ViewHost(Reader(note: ObservedObject(wrappedValue: store).projectedValue.note), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Reads none")
        store.note = "milk"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Reads milk")
        #expect(host.lastFrame?.evaluatedNodes == ["Reader"])
    }
}
