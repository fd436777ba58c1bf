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

    struct DoubleClickCounter: View {
        @State private var doubles = 0

        var body: some View {
            Text("doubles \(doubles)").onTapGesture(count: 2) { doubles += 1 }
        }
    }

    @Test func timeBetweenClicksIsTheTestersToSayNotTheMachines() async {
        let tester = ViewTester(DoubleClickCounter(), width: 20, height: 1)
        tester.click(x: 0, y: 0)
        await tester.advance(by: .milliseconds(600))
        tester.click(x: 0, y: 0)
        #expect(tester.lines[0] == "doubles 0", "600 ms apart: two single clicks")
        await tester.advance(by: .milliseconds(400))
        tester.click(x: 0, y: 0)
        #expect(tester.lines[0] == "doubles 1", "400 ms apart: a double click")
    }

    @Test func waitLetsWorkOnTheSystemsTimeRunWhileTheManualClockStandsStill() async {
        let tester = ViewTester(SleepingOnTheSystemClock(), width: 20, height: 1)
        let before = tester.host.clock.now
        // 20 ms of sleep; a loaded machine may take longer to come back.
        for _ in 0..<250 where tester.lines[0] != "woke" { await tester.wait(for: .milliseconds(20)) }
        #expect(tester.lines[0] == "woke")
        #expect(tester.host.clock.now == before)
    }

    struct SleepingOnTheSystemClock: View {
        @State private var text = "asleep"

        var body: some View {
            Text(text).task {
                try? await Task.sleep(for: .milliseconds(20))
                text = "woke"
            }
        }
    }
}
