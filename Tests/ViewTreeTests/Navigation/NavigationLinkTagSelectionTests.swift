import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's older links of a tag and a selection: pressed, a link sets the selection to its
/// tag and pushes; set by code, the selection shows the link of that tag; going back sets it
/// nil.
@Suite @MainActor struct NavigationLinkTagSelectionTests {
    @Observable final class Library {
        var selection: String?
    }

    /// Two links over one selection, as a list of sections writes them.
    struct Sections: View {
        let library: Library
        var body: some View {
            let selection = Binding(get: { library.selection }, set: { library.selection = $0 })
            NavigationStack {
                VStack(alignment: .leading) {
                    NavigationLink(tag: "books", selection: selection) {
                        Text("all the books")
                    } label: {
                        Text("Books")
                    }
                    NavigationLink("Films", destination: Text("all the films"), tag: "films", selection: selection)
                    Text(library.selection ?? "none")
                }
            }
        }
    }

    @Test func pressingALinkSetsTheSelectionToItsTagAndGoingBackSetsItNil() {
        let library = Library()
        let tester = ViewTester(Sections(library: library), width: 20, height: 5)
        #expect(tester.lines.pageRows().contains("[ Books › ]") && tester.lines.pageRows().contains("none"))
        tester.press(.tab, .tab, .enter)
        #expect(library.selection == "films")
        #expect(tester.lines[0] == "‹ Esc" && tester.lines.pageRows().contains("all the films"))
        tester.press(.escape)
        #expect(library.selection == nil, "going back set it nil")
        #expect(tester.lines.pageRows().contains("[ Books › ]") && tester.lines.pageRows().contains("none"))
    }

    /// The sections once the model has set the selection to each of `selections` in turn, a
    /// frame each.
    func sections(selecting selections: String?...) -> (Library, ViewTester) {
        let library = Library()
        let tester = ViewTester(Sections(library: library), width: 20, height: 5)
        for selection in selections {
            library.selection = selection
            tester.host.renderFrame()
        }
        return (library, tester)
    }

    @Test func theModelSettingTheSelectionShowsTheLinkOfThatTag() {
        let (library, tester) = sections(selecting: "books")
        #expect(tester.lines.pageRows().contains("all the books"))
        tester.press(.escape)
        #expect(library.selection == nil)
        #expect(tester.lines.pageRows().contains("[ Books › ]"))
    }

    /// The link shown gives way to the other's, whichever of them comes first.
    @Test func anotherLinksTagShowsThatLinksDestinationInstead() {
        let (library, tester) = sections(selecting: "books", "films")
        #expect(tester.lines.pageRows().contains("all the films") && library.selection == "films")
        library.selection = "books"
        tester.host.renderFrame()
        #expect(tester.lines.pageRows().contains("all the books") && library.selection == "books")
        tester.press(.escape)
        #expect(
            tester.lines.pageRows().contains("[ Books › ]") && library.selection == nil, "one page to leave, not two")
    }

    @Test func aTagNoLinkHasShowsNothing() {
        let (_, tester) = sections(selecting: "books", "music")
        #expect(tester.lines.pageRows().contains("[ Books › ]") && tester.lines.pageRows().contains("music"))
    }

    /// A selection that cannot be set nil: the page shows once for the tag, and Escape leaves.
    struct Constant: View {
        let selection: Int?
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("start")
                    NavigationLink("", tag: 1, selection: .constant(selection)) { Text("one") }.hidden()
                }
            }
        }
    }

    @Test func aConstantSelectionShowsThePageOnceForItsTag() {
        #expect(ViewTester(Constant(selection: 2), width: 20, height: 4).lines.pageRows().contains("start"))
        let tester = ViewTester(Constant(selection: 1), width: 20, height: 4)
        #expect(tester.lines.pageRows().contains("one"))
        tester.press(.escape)
        #expect(tester.lines.pageRows().contains("start"), "Escape leaves though the selection stays")
    }

    @Test func theTitledFormsTakeAKeyOrAString() {
        struct Titled: View {
            @State var selection: Int?
            let title: String
            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading) {
                        NavigationLink("**Help**", tag: 1, selection: $selection) { Text("some help") }
                        NavigationLink(title, tag: 2, selection: $selection) { Text("the rest") }
                        NavigationLink(title, destination: Text("more"), tag: 3, selection: $selection)
                        NavigationLink("More", destination: Text("again"), tag: 4, selection: $selection)
                    }
                }
            }
        }
        let tester = ViewTester(Titled(title: "**Rest**"), width: 20, height: 6)
        #expect(tester.lines.pageRows().contains("[ Help › ]"), "a literal is a key: its Markdown is read")
        #expect(tester.lines.pageRows().contains("[ **Rest** › ]"), "a string is shown as it is")
        tester.press(.tab, .tab, .enter)
        #expect(tester.lines.pageRows().contains("the rest"))
        let again = ViewTester(Titled(title: "Rest"), width: 20, height: 6)
        again.press(.tab, .tab, .tab, .tab, .enter)
        #expect(again.lines.pageRows().contains("again"))
    }
}
