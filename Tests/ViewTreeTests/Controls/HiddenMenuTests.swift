import Testing
import TrackingCore

@testable import ViewTree

/// A menu whose view goes out of sight closes, as SwiftUI's does: a tab switched away, a
/// sheet presented over it. A context menu under a sheet does not open. (Found by the shape
/// oracle once it made menus: the list stayed drawn over what replaced its view.)
@Suite @MainActor struct HiddenMenuTests {
    @Trackable final class Screen {
        var tab = 0
        var showsSheet = false
    }

    struct Tabs: View {
        let screen: Screen
        var body: some View {
            TabView(selection: Bindable(screen).tab) {
                Menu("Sort") {
                    Button("By name") {}
                }
                .tabItem { Text("Files") }.tag(0)
                Text("second page").tabItem { Text("Other") }.tag(1)
            }
            .sheet(isPresented: Bindable(screen).showsSheet) { Text("a sheet") }
        }
    }

    /// Opens the menu on the first page: Tab to the bar, Tab to the menu, Return.
    private func openMenu(_ host: ViewHost) {
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let menu = host.buffer.lines.firstIndex { $0.contains("[ Sort ▾ ]") } ?? 0
        #expect(host.buffer.lines[menu + 1].contains("┌"), "the list is open under the menu: \(host.buffer.lines)")
    }

    @Test func aMenuOnATabSwitchedAwayCloses() {
        let screen = Screen()
        let host = ViewHost(Tabs(screen: screen), width: 30, height: 8)
        openMenu(host)
        screen.tab = 1
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("second page"))
        #expect(!host.buffer.lines.contains { $0.contains("┌") }, "no list left")
        screen.tab = 0
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("[ Sort ▾ ]"))
        #expect(!host.buffer.lines.contains { $0.contains("┌") }, "closed, not open again")
    }

    @Test func aSheetPresentedOverAnOpenMenuClosesIt() {
        let screen = Screen()
        let host = ViewHost(Tabs(screen: screen), width: 30, height: 8)
        openMenu(host)
        screen.showsSheet = true
        host.renderFrame()
        let text = host.buffer.lines.joined(separator: "\n")
        #expect(text.contains("a sheet"))
        #expect(!text.contains("By name"), "the list closed")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[3].isEmpty, "the menu is closed under it")
    }

    struct DialogInContext: View {
        let screen: Screen
        var body: some View {
            Button("file.txt") {}
                .confirmationDialog("Sure?", isPresented: Bindable(screen).showsSheet) {
                    Button("Delete", role: .destructive) {}
                }
                .contextMenu { Button("Copy") {} }
        }
    }

    @Test func aContextMenuUnderADialogDoesNotOpen() {
        let screen = Screen()
        let host = ViewHost(DialogInContext(screen: screen), width: 30, height: 8)
        host.renderFrame()
        screen.showsSheet = true
        host.renderFrame()
        host.send(.function(22))
        host.renderFrame()
        #expect(!host.buffer.lines.joined().contains("Copy"))
        host.send(.escape)
        host.renderFrame()
        host.send(.tab)
        host.send(.function(22))
        host.renderFrame()
        #expect(host.buffer.lines.joined().contains("Copy"), "without the dialog it opens")
    }
}
