import ExampleViews
import Foundation
import Testing
import ViewTree

@testable import ViewTreeTesting

/// The testing library itself: a click by the text shown, the frames an input leads to, and
/// snapshots recorded when missing, matched, and told apart row by row.
@Suite @MainActor struct ViewTesterTests {
    @Test func aClickByTextPressesWhatShowsItAndSaysWhenNothingDoes() throws {
        let tester = ViewTester(CounterView(), width: 40, height: 6)
        try tester.click(on: "+")
        #expect(tester.screen.contains("Count: 1"))
        assertScreenSnapshot(of: tester, named: "one")
        #expect(tester.bodiesRun == ["CounterView", "Button[2]"], "the count, and the + button the click focused")
        #expect(throws: ViewTesterError.self) { try tester.click(on: "Save") }
        #expect(tester.cell(x: 1, y: 0) == tester.host.buffer[1, 0])
    }

    @Test func aSnapshotIsRecordedWhenMissingThenMatchedThenToldApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = ScreenSnapshot(testFile: folder.appendingPathComponent("MyTests.swift").path, name: "start")
        #expect(snapshot.path.hasSuffix("/__Snapshots__/MyTests/start.txt"))
        let recorded = try #require(snapshot.check("a\nb"))
        #expect(recorded.hasPrefix("recorded the snapshot"))
        #expect(try String(contentsOfFile: snapshot.path, encoding: .utf8) == "a\nb\n")
        #expect(snapshot.check("a\nb") == nil)
        let differs = try #require(snapshot.check("a\nc"))
        #expect(differs.hasSuffix("-1: b\n+1: c"), "\(differs)")
    }
}
