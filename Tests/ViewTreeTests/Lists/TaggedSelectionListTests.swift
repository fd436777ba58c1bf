import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `List(selection:) { ... }` over rows written out, as a sidebar: the tagged rows (and a
/// `ForEach`'s rows, by their ids) are selected by the arrows and by a click, the selected row
/// is reversed, and untagged rows are skipped.
@Suite @MainActor struct TaggedSelectionListTests {
    enum Place: Hashable { case inbox, drafts, folder(Int) }

    @Trackable final class Sidebar {
        var selected: Place?
        var folders = [1, 2]
    }

    struct Mail: View {
        @Bindable var sidebar: Sidebar
        var body: some View {
            HStack(alignment: .top) {
                List(selection: $sidebar.selected) {
                    Text("Mailboxes").bold()
                    Text("Inbox").tag(Place.inbox)
                    Text("Drafts").tag(Place.drafts)
                    Text("Folders").bold()
                    ForEach(sidebar.folders, id: \.self) { number in
                        Text("Folder \(number)").tag(Place.folder(number))
                    }
                }
                .frame(width: 12)
                Text(detail)
            }
        }

        private var detail: String {
            switch sidebar.selected {
            case .inbox?: "inbox"
            case .drafts?: "drafts"
            case .folder(let number)?: "folder \(number)"
            case nil: "pick one"
            }
        }
    }

    @Test func theArrowsMoveTheSelectionAmongTheTaggedRowsOnly() {
        let sidebar = Sidebar()
        let host = ViewHost(Mail(sidebar: sidebar), width: 30, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasSuffix("pick one"), "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        #expect(sidebar.selected == .inbox, "the header is skipped")
        #expect(host.buffer[0, 1].style.reverse && !host.buffer[0, 2].style.reverse)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(sidebar.selected == .folder(1), "past the second header, to a ForEach row tagged by hand")
        host.send(.end)
        host.renderFrame()
        #expect(sidebar.selected == .folder(2) && host.buffer.lines[0].hasSuffix("folder 2"))
        host.send(.home)
        host.renderFrame()
        #expect(sidebar.selected == .inbox)
    }

    @Test func aClickSelectsARowAndAnUntaggedRowSelectsNothing() {
        let sidebar = Sidebar()
        let tester = ViewTester(Mail(sidebar: sidebar), width: 30, height: 6)
        tester.host.send(.mouse(MouseEvent(.click, x: 1, y: 2)))
        tester.host.renderFrame()
        #expect(sidebar.selected == .drafts)
        tester.host.send(.mouse(MouseEvent(.click, x: 1, y: 3)))
        tester.host.renderFrame()
        #expect(sidebar.selected == .drafts, "a header is not a row to select")
    }

    struct Numbers: View {
        @State private var picked: Set<Int> = [2]
        var body: some View {
            VStack(alignment: .leading) {
                Text("picked \(picked.sorted())")
                List(selection: $picked) {
                    ForEach(1...3, id: \.self) { Text("n\($0)") }
                }
            }
        }
    }

    @Test func aSetSelectionTagsAForEachByItsIDsAndSelectsOneRowAtATime() {
        let host = ViewHost(Numbers(), width: 20, height: 5)
        host.renderFrame()
        #expect(host.buffer[0, 2].style.reverse, "n2 shows selected: \(host.buffer.lines)")
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("picked [3]"), "\(host.buffer.lines)")
    }
}
