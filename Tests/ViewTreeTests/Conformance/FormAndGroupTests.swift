import Testing
import TrackingCore

@testable import ViewTree

/// `Form` with sections, `GroupBox`, `DisclosureGroup` and `ContentUnavailableView`, as
/// SwiftUI's, in cells.
@Suite @MainActor struct FormAndGroupTests {
    enum Paper: Hashable { case a4, letter }

    /// A printer's settings: a section of a picker and a toggle, then a section whose button
    /// has a header and a footer.
    struct PrinterSettings: View {
        @State private var paper = Paper.letter
        @State private var duplex = true
        var body: some View {
            Form {
                Section(header: Text("Paper")) {
                    Picker("Paper Size", selection: $paper) {
                        Text("A4").tag(Paper.a4)
                        Text("Letter").tag(Paper.letter)
                    }
                    Toggle("Print both sides", isOn: $duplex)
                }
                Section {
                    Button("Clean Print Head") {}
                } header: {
                    Text("Maintenance")
                } footer: {
                    Text("Uses a little ink.")
                }
            }
        }
    }

    @Test func aFormIndentsEachSectionsRowsUnderItsHeader() {
        let host = ViewHost(PrinterSettings(), width: 40, height: 10)
        host.renderFrame()
        #expect(
            host.buffer.lines == [
                "Paper",
                "  Paper Size [ Letter ▾ ]",  // SwiftUI's automatic style in a form: a menu
                "  [x] Print both sides",
                "",
                "Maintenance",
                "  [ Clean Print Head ]",
                "  Uses a little ink.",
                "", "", "",
            ])
        #expect(host.buffer[0, 0].style.bold && host.buffer[2, 6].style.dim, "bold headers, faint footers")
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        #expect(host.focusedIdentity == "Button", "Up and Down go through the controls")
    }

    @Test func aSectionOutsideAFormIsNotIndented() {
        let screen = Sample.host(20, 3) {
            Section("Title") { Text("row") }
        }.buffer
        #expect(screen.lines == ["Title", "row", ""])
    }

    @Test func aGroupBoxFramesItsContentWithTheLabelInTheTopEdge() {
        let screen = Sample.host(16, 4) {
            GroupBox("Network") { Text("Wi-Fi on") }
        }.buffer
        #expect(screen.lines == ["┌ Network ─────┐", "│ Wi-Fi on     │", "└──────────────┘", ""])
        let untitled = Sample.host(8, 3) { GroupBox { Text("x") } }.buffer
        #expect(untitled.lines[0] == "┌──────┐", "no gap without a label")
    }

    @Trackable final class Expansion {
        var advanced = false
    }

    @Test func aDisclosureGroupShowsItsContentWhileExpanded() {
        let expansion = Expansion()
        let host = ViewHost(
            VStack(alignment: .leading) {
                DisclosureGroup("Advanced", isExpanded: Bindable(expansion).advanced) { Text("port 22") }
                DisclosureGroup("Own") { Text("inside") }
            }, width: 20, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["▸ Advanced", "▸ Own", "", ""])
        host.send(.tab)
        host.send(.right)
        #expect(expansion.advanced)
        host.renderFrame()
        #expect(host.buffer.lines == ["▾ Advanced", "  port 22", "▸ Own", ""])
        host.send(.left)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["▸ Advanced", "▾ Own", "  inside", ""])
        host.send(.mouse(MouseEvent(.click, x: 2, y: 1)))
        host.renderFrame()
        #expect(host.buffer.lines[1] == "▸ Own", "a click toggles")
    }

    @Test func contentUnavailableCentresItsIconTitleAndDescription() {
        let screen = Sample.host(30, 5) {
            ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here."))
        }.buffer
        #expect(screen.lines == ["", "              ✉", "           No Mail", "     New mail shows here.", ""])
        #expect(screen[11, 2].style.bold && screen[5, 3].style.dim)
        let search = Sample.host(40, 3) { ContentUnavailableView.search(text: "milk") }.buffer
        #expect(search.lines[1] == "         No Results for \"milk\"")
    }

    @Test func formAndListStylesCompileAsWrittenAndLookAlike() {
        let plain = Sample.host(20, 3) { Form { Section("A") { Text("row") } } }.buffer.lines
        #expect(Sample.host(20, 3) { Form { Section("A") { Text("row") } }.formStyle(.grouped) }.buffer.lines == plain)
        #expect(Sample.host(20, 3) { Form { Section("A") { Text("row") } }.formStyle(.columns) }.buffer.lines == plain)
        let list = Sample.host(20, 2) {
            List {
                Text("a"); Text("b")
            }
        }.buffer.lines
        #expect(
            Sample.host(20, 2) {
                List {
                    Text("a"); Text("b")
                }.listStyle(.plain)
            }.buffer.lines == list)
        #expect(
            Sample.host(20, 2) {
                List {
                    Text("a"); Text("b")
                }.listStyle(.insetGrouped)
            }.buffer.lines == list)
        #expect(
            Sample.host(20, 2) {
                List {
                    Text("a"); Text("b")
                }.listStyle(.sidebar)
            }.buffer.lines == list)
    }
}
