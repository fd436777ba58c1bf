import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// An app of several scenes, as a terminal shows it: the first window fills the screen, a
/// `Settings` scene and a `Window` with an id open over it as a sheet (`openSettings()`, a
/// `SettingsLink`, `openWindow(id:)`) and close with Escape or `dismissWindow`; a menu bar
/// extra that is the only window is the screen.
/// (`ViewTree.Settings`: this test target has a `Settings` of its own.)
@Suite @MainActor struct SceneGroupTests {
    @Trackable final class Preferences {
        var units = "metric"
    }

    struct Main: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View {
            VStack(alignment: .leading) {
                Text("main screen")
                SettingsLink()
                Button("About") { openWindow(id: "about") }
            }
        }
    }

    struct About: View {
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack(alignment: .leading) {
                Text("about this app")
                Button("Close") { dismissWindow(id: "about") }
            }
        }
    }

    struct Utility: App {
        let preferences = Preferences()
        var body: some Scene {
            WindowGroup { Main() }
            ViewTree.Settings { Text("units: \(preferences.units)") }.environment(preferences)
            Window("About", id: "about") { About() }
                .defaultSize(width: 300, height: 200)
        }
    }

    private func screen(_ host: ViewHost) -> String { host.buffer.lines.joined(separator: "\n") }

    @Test func theFirstWindowIsTheScreenAndSettingsOpenOverItUntilEscape() {
        let host = ViewHost(Utility().body._root, width: 30, height: 8)
        host.renderFrame()
        #expect(screen(host).contains("main screen") && !screen(host).contains("units"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(screen(host).contains("units: metric"), "the settings link opened them: \(host.buffer.lines)")
        host.send(.escape)
        host.renderFrame()
        #expect(!screen(host).contains("units") && screen(host).contains("main screen"))
    }

    @Test func aWindowOpensByItsIDAndClosesItself() {
        let host = ViewHost(Utility().body._root, width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(screen(host).contains("about this app"), "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(!screen(host).contains("about this app"), "dismissWindow(id:) closed it")
    }

    struct MenuOnly: App {
        var body: some Scene {
            MenuBarExtra("Tools", systemImage: "gear") {
                Text("status: idle")
                Button("Refresh") {}
            }
            .menuBarExtraStyle(.window)
            ViewTree.Settings { Text("tool settings") }
        }
    }

    @Test func aMenuBarExtraThatIsTheOnlyWindowIsTheScreen() {
        let host = ViewHost(MenuOnly().body._root, width: 30, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("status: idle"), "\(host.buffer.lines)")
        #expect(host.buffer.lines[1].contains("Refresh"))
        #expect(!screen(host).contains("Tools"), "a terminal has no menu bar for its label")
    }
}
