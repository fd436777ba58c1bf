import Testing
import TrackingCore

@testable import ViewTree

/// `.help(_:)`: shown on the last row while the view (or one inside) has the focus, and gone
/// with the focus, the row drawn again beneath.
@Suite @MainActor struct HelpTests {
    @Trackable final class Flag {
        var shows = true
    }

    struct Toolbar: View {
        let flag: Flag
        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") {}.help("Writes the note to disk")
                Button("Plain") {}
                if flag.shows {
                    HStack {
                        Button("A") {}
                        Button("B") {}.help("Only B")
                    }
                    .help("The letters")
                }
                Text("footer")
            }
        }
    }

    @Test func theFocusedViewsHelpShowsOnTheLastRowAndGoesWithTheFocus() {
        let flag = Flag()
        let host = ViewHost(Toolbar(flag: flag), width: 30, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[5] == "")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[5] == " Writes the note to disk")
        #expect(host.buffer[0, 5].style.reverse && host.buffer[29, 5].style.reverse, "the whole row")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[5] == "", "Plain has none: the row is drawn again")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[5] == " The letters", "A has the help around it")
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines[5] == " Only B", "the innermost wins")
        flag.shows = false
        host.renderFrame()
        #expect(host.buffer.lines[5] == "" && host.buffer.lines[2] == "footer", "gone with the view")
    }

    @Test func theHelpRowCoversWhatIsThere() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                Button("Go") {}.help("Starts it")
                Text("under the help")
            }, width: 20, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ Go ]", "under the help"])
        host.send(.tab)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ Go ]", " Starts it"])
    }
}
