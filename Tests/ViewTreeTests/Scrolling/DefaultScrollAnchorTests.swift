import Testing
import TrackingCore

@testable import ViewTree

/// `defaultScrollAnchor(_:)` and `defaultScrollAnchor(_:for:)`, as SwiftUI's: a scroll view
/// starts at the initial anchor, stays at the size-change anchor while it is there as its
/// content grows, and puts short content at the alignment anchor; in a plain stack and in a
/// lazy one.
@Suite @MainActor struct DefaultScrollAnchorTests {
    @Trackable final class Log {
        var lines = (0..<12).map { "line \($0)" }
    }

    struct Lines: View {
        let log: Log
        var lazy = false
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(alignment: .leading) { ForEach(log.lines, id: \.self) { Text($0) } }
                } else {
                    VStack(alignment: .leading) { ForEach(log.lines, id: \.self) { Text($0) } }
                }
            }
        }
    }

    @Test func theBottomAnchorOpensAtTheEndAndKeepsItWhileItShows() {
        for lazy in [false, true] {
            let log = Log()
            let host = ViewHost(Lines(log: log, lazy: lazy).defaultScrollAnchor(.bottom), width: 10, height: 3)
            host.renderFrame()
            #expect(host.buffer.lines == ["line 9", "line 10", "line 11"], "lazy \(lazy)")
            log.lines.append("line 12")
            host.settle()
            #expect(host.buffer.lines == ["line 10", "line 11", "line 12"], "lazy \(lazy): the end stays in view")
            // Scrolled up, the window stays where the reader put it.
            host.send(.tab)
            host.send(.pageUp)
            host.settle()
            let shown = host.buffer.lines
            #expect(shown != ["line 10", "line 11", "line 12"], "lazy \(lazy)")
            log.lines.append("line 13")
            host.settle()
            #expect(host.buffer.lines == shown, "lazy \(lazy): away from the end, growth moves nothing")
        }
    }

    @Test func withoutAnAnchorAScrollViewStartsAtTheTop() {
        let host = ViewHost(Lines(log: Log()), width: 10, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["line 0", "line 1", "line 2"])
    }

    @Test func theInitialAnchorAloneDoesNotFollowTheContent() {
        let log = Log()
        let host = ViewHost(Lines(log: log).defaultScrollAnchor(.bottom, for: .initialOffset), width: 10, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["line 9", "line 10", "line 11"])
        log.lines.append("line 12")
        host.settle()
        #expect(host.buffer.lines == ["line 9", "line 10", "line 11"])
    }

    @Test func shortContentSitsAtTheAlignmentAnchor() {
        let log = Log()
        log.lines = ["a", "b"]
        let host = ViewHost(Lines(log: log).defaultScrollAnchor(.bottom, for: .alignment), width: 6, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["", "", "a", "b"])
        let centred = ViewHost(Lines(log: log).defaultScrollAnchor(.center), width: 6, height: 4)
        centred.renderFrame()
        #expect(centred.buffer.lines == ["", "a", "b", ""])
    }

    @Trackable final class Entry: Identifiable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    @Trackable final class Entries {
        var all = ["a", "b", "three\nline\nrow", "c"].map(Entry.init)
        var isHidden = false
    }

    /// A row of its own, so its reads are its own and not the list's.
    struct EntryRow: View {
        let entry: Entry
        var body: some View { Text(entry.text) }
    }

    struct EntryLog: View {
        let entries: Entries
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(entries.all) { EntryRow(entry: $0) } }
            }
            .defaultScrollAnchor(.bottom)
            .frame(height: entries.isHidden ? 0 : 3)
        }
    }

    @Test func aRowAboveTheWindowThatShrinksComesIntoViewAsInAFreshRender() {
        let entries = Entries()
        let host = ViewHost(EntryLog(entries: entries), width: 8, height: 3)
        host.renderFrame()
        // The three-line row does not fit above the last one.
        #expect(host.buffer.lines == ["c", "", ""])
        entries.all[2].text = "short"
        host.settle()
        #expect(host.buffer.lines == ["b", "short", "c"])
        let fresh = ViewHost(EntryLog(entries: entries), width: 8, height: 3)
        fresh.renderFrame()
        #expect(host.buffer.lines == fresh.buffer.lines)
    }

    @Test func aLogOutOfSightKeepsItsEndAsRowsCome() {
        let entries = Entries()
        entries.all[2].text = "x"
        let host = ViewHost(EntryLog(entries: entries), width: 8, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["b", "x", "c"])
        entries.isHidden = true
        host.settle()
        // Twice: the window it last showed no longer holds the end after the first.
        entries.all.append(Entry("d"))
        host.settle()
        entries.all.append(Entry("e"))
        host.settle()
        entries.isHidden = false
        host.settle()
        #expect(host.buffer.lines == ["c", "d", "e"])
    }

    fileprivate struct Depth: EnvironmentKey {
        static var defaultValue: Int { 0 }
    }

    struct DepthText: View {
        @Environment(\.depthForTest) private var depth
        var body: some View { Text("depth \(depth)") }
    }

    @Test func transformEnvironmentChangesTheValueFromAround() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                DepthText()
                DepthText().transformEnvironment(\.depthForTest) { $0 += 1 }
                DepthText().transformEnvironment(\.depthForTest) { $0 += 1 }.transformEnvironment(\.depthForTest) {
                    $0 += 10
                }
            }, width: 10, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["depth 0", "depth 1", "depth 11"])
    }
}

extension EnvironmentValues {
    fileprivate var depthForTest: Int {
        get { self[DefaultScrollAnchorTests.Depth.self] }
        set { self[DefaultScrollAnchorTests.Depth.self] = newValue }
    }
}
