import Testing
import ViewTreeTesting

@testable import ViewTree

/// An app's window content is centred in the terminal, as SwiftUI centres a window's content;
/// a view that fills the window is laid out the same either way. A `ViewHost` (and
/// `ViewTester(_:)`) keeps its root at the top-leading corner, as terminal programs read.
@Suite @MainActor struct WindowCentringTests {
    struct Small: App {
        var body: some Scene {
            WindowGroup { Text("hello") }
        }
    }

    struct Filling: App {
        var body: some Scene {
            WindowGroup { Text("top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }
        }
    }

    @Test func aSmallRootSitsInTheMiddleOfTheTerminal() {
        let tester = ViewTester(app: Small(), width: 21, height: 5)
        #expect(tester.lines[2] == "        hello")
        #expect(tester.lines.enumerated().allSatisfy { $0.offset == 2 || $0.element.isEmpty })
        let backend = MemoryBackend(size: CellSize(width: 21, height: 5), keys: [.control("c")])
        #expect(Small.run(on: backend) == 0)
        #expect(backend.screen.lines[2] == "        hello")
    }

    @Test func aFillingRootAndAHostsRootStartAtTheTopLeadingCorner() {
        #expect(ViewTester(app: Filling(), width: 21, height: 5).lines[0] == "top")
        #expect(ViewTester(Text("hello"), width: 21, height: 5).lines[0] == "hello")
    }
}
