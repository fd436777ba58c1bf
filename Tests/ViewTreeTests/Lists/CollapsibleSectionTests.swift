import Testing
import TrackingCore

@testable import ViewTree

/// `Section(isExpanded:content:header:)` and `Section(_:isExpanded:content:)`, as SwiftUI's
/// collapsible sections: the content shows while the binding is true; the header, focused,
/// expands and collapses it.
@Suite @MainActor struct CollapsibleSectionTests {
    @Trackable final class Places {
        var showsRecent = false
        var showsSaved = true
    }

    struct Sidebar: View {
        let places: Places
        var body: some View {
            List {
                Section(isExpanded: Bindable(places).showsRecent) {
                    Text("Lisbon")
                    Text("Porto")
                } header: {
                    Text("Recent")
                }
                Section("Saved", isExpanded: Bindable(places).showsSaved) {
                    Text("Faro")
                }
            }
        }
    }

    @Test func theContentShowsWhileExpandedAndTheHeaderTogglesIt() {
        let places = Places()
        let host = ViewHost(Sidebar(places: places), width: 16, height: 6)
        host.renderFrame()
        #expect(Array(host.buffer.lines.prefix(3)) == ["▸ Recent", "▾ Saved", "  Faro"])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(places.showsRecent, "the header's Return writes the binding")
        #expect(Array(host.buffer.lines.prefix(5)) == ["▾ Recent", "  Lisbon", "  Porto", "▾ Saved", "  Faro"])
        places.showsSaved = false
        host.renderFrame()
        #expect(host.buffer.lines[3] == "▸ Saved" && host.buffer.lines[4].isEmpty)
    }
}
