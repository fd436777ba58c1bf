import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `.toolbar` with `ToolbarItem`, as SwiftUI's: the items at the end of the navigation
/// stack's title line while their view is on top, reached with Tab.
@Suite @MainActor struct ToolbarTests {
    @Trackable final class Mail {
        var composed = 0
    }

    struct Inbox: View {
        let mail: Mail
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("\(mail.composed) drafts")
                    NavigationLink("Settings") { Text("settings page").navigationTitle("Settings") }
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose") { mail.composed += 1 }
                    }
                }
            }
        }
    }

    @Test func itemsShowAtTheEndOfTheTitleLineWhileTheirViewIsOnTop() {
        let mail = Mail()
        let host = ViewHost(Inbox(mail: mail), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox              [ Compose ]")
        host.send(.tab)
        host.send(.enter)
        #expect(mail.composed == 1, "Tab reaches the item first, at the top")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Settings", "the pushed view has no items")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Inbox              [ Compose ]")
        #expect(host.buffer.lines.pageRows().contains("1 drafts"))
    }

    @Test func outsideAStackTheItemsShowOnARowAbove() {
        let screen = Sample.host(20, 2) {
            Text("body").toolbar { Button("Save") {} }
        }.buffer
        #expect(screen.lines == ["[ Save ]", "body"])
    }

    @Test func aLinkInAToolbarItemPushesItsDestination() throws {
        let tester = ViewTester(
            NavigationStack {
                Text("Home").toolbar { ToolbarItem { NavigationLink(destination: Text("Page two")) { Text("Next") } } }
            }, width: 30, height: 5)
        try tester.click(on: "Next")
        #expect(tester.screen.contains("Page two"))
        tester.press(.escape)
        #expect(!tester.screen.contains("Page two"))
        tester.press(.tab, .enter)
        #expect(tester.screen.contains("Page two"), "Return on the focused link pushes too")
    }

    @Test func aValueLinkInAToolbarItemPushesItsValuesDestination() throws {
        struct Home: View {
            var body: some View {
                Text("Home")
                    .navigationDestination(for: Int.self) { Text("Page \($0)") }
                    .toolbar { ToolbarItem { NavigationLink("Next", value: 2) } }
            }
        }
        let tester = ViewTester(NavigationStack { Home() }, width: 30, height: 5)
        try tester.click(on: "Next")
        #expect(tester.screen.contains("Page 2"))
    }

    @Test func aDismissInAPushedViewsToolbarGoesBack() throws {
        struct Pushed: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Text("Page two").toolbar { ToolbarItem { Button("Done") { dismiss() } } }
            }
        }
        let tester = ViewTester(NavigationStack { NavigationLink("Open") { Pushed() } }, width: 30, height: 5)
        try tester.click(on: "Open")
        try tester.click(on: "Done")
        #expect(tester.screen.contains("Open") && !tester.screen.contains("Page two"))
    }

    /// A toolbar shows a label's icon alone, as SwiftUI's: `Button("Add", systemImage: "plus")`
    /// is `[ + ]` there and `[ + Add ]` elsewhere; a style set keeps both, and a symbol with
    /// no character of its own keeps its title.
    @Test func aToolbarShowsALabelsIconAlone() {
        func bar<Items: View>(@ViewBuilder _ items: () -> Items) -> String {
            let host = ViewHost(NavigationStack { Text("Body").toolbar(content: items) }, width: 40, height: 4)
            host.renderFrame()
            return host.buffer.lines[0]
        }
        #expect(bar { Button("Add", systemImage: "plus") {} }.hasSuffix("[ + ]"))
        #expect(bar { Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon) }.hasSuffix("[ + Add ]"))
        #expect(bar { Button("Add", systemImage: "no.such.symbol") {} }.hasSuffix("[ ▫ Add ]"))
        let outside = ViewHost(Button("Add", systemImage: "plus") {}, width: 20, height: 1)
        outside.renderFrame()
        #expect(outside.buffer.lines[0] == "[ + Add ]")
    }
}
