import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// Every toolbar modifier on a page adds its items to the bar, as SwiftUI's toolbars gather
/// them: two `.toolbar`s, `navigationBarItems` beside a `.toolbar`, a toolbar inside the page
/// beside the page's own; a modifier that leaves takes its items with it.
@Suite @MainActor struct ToolbarSourcesTests {
    @Trackable final class Editing {
        var isOn = true
        var added = 0
    }

    @Test func twoToolbarModifiersBothShowTheirItemsInTheOrderWritten() {
        let host = ViewHost(
            NavigationStack {
                Text("Body").navigationTitle("Two")
                    .toolbar { Button("First") {} }
                    .toolbar { Button("Second") {} }
            }, width: 36, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Two             [ First ] [ Second ]")
    }

    @Test func barItemsBesideAToolbarBothShowAndBothPress() {
        let editing = Editing()
        let host = ViewHost(
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Items")
                    .navigationBarItems(leading: Button("Edit") { editing.isOn.toggle() })
                    .toolbar { Button("Add") { editing.added += 1 } }
            }, width: 30, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("[ Edit ]") && host.buffer.lines[0].contains("[ Add ]"))
        host.send(.tab)
        host.send(.enter)
        host.send(.tab)
        host.send(.enter)
        #expect(editing.isOn == false && editing.added == 1, "both items are reached with Tab and press")
    }

    struct Page: View {
        let editing: Editing
        var body: some View {
            VStack {
                if editing.isOn {
                    Text("editing").toolbar { Button("Done") {} }
                }
                Text("page")
            }
            .navigationTitle("Page")
            .toolbar { Button("Add") { editing.added += 1 } }
        }
    }

    @Test func aToolbarInsideThePageShowsBesideThePagesOwnAndLeavesWithItsView() {
        let editing = Editing()
        let host = ViewHost(NavigationStack { Page(editing: editing) }, width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Page          [ Done ] [ Add ]")
        editing.isOn = false
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Page                   [ Add ]")
        editing.isOn = true
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Page          [ Done ] [ Add ]")
    }
}
