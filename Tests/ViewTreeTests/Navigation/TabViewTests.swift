import Testing
import TrackingCore

@testable import ViewTree

/// `TabView` with `.tabItem` and `Tab`, as SwiftUI's: a bar of items over the selected page,
/// pages keeping their state while hidden, a selection the app keeps, and a switch running
/// the tab view and its bar, not the pages.
@Suite @MainActor struct TabViewTests {
    struct CounterPage: View {
        let name: String
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(name) \(count)")
                Button("Count") { count += 1 }
            }
        }
    }

    /// A kitchen's two pages, each a counter of its own under an item with a label and an
    /// icon the terminal draws as a box.
    struct Kitchen: View {
        var body: some View {
            TabView {
                CounterPage(name: "recipes")
                    .tabItem { Label("Recipes", systemImage: "book.closed") }
                CounterPage(name: "timers")
                    .tabItem { Label("Timers", systemImage: "timer") }
            }
        }
    }

    @Test func theBarShowsEveryItemAndTheFirstPageUntilAnotherIsChosen() {
        let host = ViewHost(Kitchen(), width: 30, height: 5)
        host.renderFrame()
        // "▫ Recipes", two cells, then "▫ Timers" from cell 11: its name on cell 13.
        #expect(host.buffer.lines.prefix(2) == ["▫ Recipes  ▫ Timers", String(repeating: "─", count: 30)])
        #expect(host.buffer.lines.pageRows() == ["recipes 0", "[ Count ]"])
        #expect(host.buffer[2, 0].style.bold && host.buffer[2, 0].style.underline && !host.buffer[11, 0].style.bold)
        #expect(!host.buffer[13, 0].style.bold, "only the chosen item is bold")
        host.send(.tab)
        host.renderFrame()
        #expect(host.focusedIdentity == "TabBar" && host.buffer[0, 0].style.reverse)
        host.send(.tab)
        host.send(.enter)  // counts on the recipes page
        host.send(.backTab)
        host.renderFrame()
        host.send(.right)
        let frame = host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("timers 0"))
        #expect(Set(frame.evaluatedNodes) == ["TabView", "TabBar"], "the pages did not run")
        host.send(.character("1"))
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("recipes 1"), "the hidden page kept its state")
        host.send(.mouse(MouseEvent(.click, x: 13, y: 0)))
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("timers 0"), "a click on an item chooses it")
    }

    /// `Tab { }.badge(_:)`, as SwiftUI's `TabContent.badge`: the count after the item in the
    /// bar (zero: none), nothing on the page. (It showed at the page's foot before.)
    @Test func aTabsBadgeShowsAfterItsItem() {
        struct Badged: View {
            let due: Int
            var body: some View {
                TabView {
                    Tab("Timers", systemImage: "timer") { Text("page") }.badge(due)
                    Tab("Recipes", systemImage: "book.closed") { Text("other") }.badge(0)
                }
            }
        }
        let host = ViewHost(Badged(due: 3), width: 30, height: 4)
        host.renderFrame()
        #expect(
            host.buffer.lines == ["▫ Timers 3  ▫ Recipes", String(repeating: "─", count: 30), "             page", ""])
        #expect(host.buffer[9, 0].style.foreground == .red)
    }

    enum Section: Hashable { case inbox, archive }

    struct Chosen: View {
        @Binding var section: Section
        var body: some View {
            TabView(selection: $section) {
                Tab("Inbox", value: Section.inbox) { Text("inbox page") }
                Text("archive page").tabItem { Text("Archive") }.tag(Section.archive)
            }
        }
    }

    @Trackable final class Place {
        var section = Section.archive
    }

    @Test func aSelectionTheAppKeepsChoosesThePageByItsTag() {
        let place = Place()
        let host = ViewHost(Chosen(section: Bindable(place).section), width: 30, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("archive page"))
        host.send(.tab)
        host.send(.left)
        #expect(place.section == .inbox)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("inbox page"))
        place.section = .archive
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("archive page"), "setting the selection switches the page")
    }
}
