import Testing
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's navigation stack fills the space it is offered: its bar runs across the window
/// whatever its content's width, the content is offered all the space under the bar, and a
/// page smaller than that space is centred in it.
@Suite @MainActor struct NavigationFillsTests {
    @Test func theBarRunsAcrossTheScreenAndNarrowContentIsCentredUnderIt() {
        for stack in [
            AnyView(NavigationStack { Text("hi").navigationTitle("T") }),
            AnyView(NavigationView { Text("hi").navigationTitle("T") }),
        ] {
            let lines = Sample.lines(20, 5) { stack }
            #expect(lines == ["T", String(repeating: "─", count: 20), "", "         hi", ""])
        }
    }

    @Test func aPushedPageIsCentredToo() {
        let tester = ViewTester(
            NavigationStack {
                NavigationLink("Open") {
                    VStack {
                        Text("one"); Text("three")
                    }
                }
            },
            width: 21, height: 7)
        #expect(tester.lines[4] == "     [ Open › ]")
        tester.press(.tab, .enter)
        #expect(
            tester.lines == ["‹ Esc", String(repeating: "─", count: 21), "", "         one", "        three", "", ""])
    }

    /// A list, a form, a scroll view and a stack with a spacer take all the page, so they
    /// start at its top, as in SwiftUI.
    @Test func viewsThatTakeAllThePageStartAtItsTop() {
        let list = Sample.lines(20, 6) {
            NavigationStack {
                List {
                    Text("a"); Text("b")
                }.navigationTitle("T")
            }
        }
        #expect(list[2].hasPrefix("a") && list[3].hasPrefix("b"), "\(list)")
        let form = Sample.lines(20, 6) { NavigationStack { Form { Text("a") }.navigationTitle("T") } }
        #expect(form[2].hasPrefix("a"), "\(form)")
        let scroll = Sample.lines(20, 6) { NavigationStack { ScrollView { Text("a") }.navigationTitle("T") } }
        #expect(scroll[2] == "         a", "as wide as its content, centred on the page: \(scroll)")
        let spaced = Sample.lines(20, 6) {
            NavigationStack {
                VStack {
                    Text("top"); Spacer()
                }.navigationTitle("T")
            }
        }
        #expect(spaced[2] == "        top", "\(spaced)")
    }

    @Test func aStackInASheetKeepsItsBarAtTheTopOfTheSheet() {
        let lines = Sample.lines(24, 8) {
            Text("under").sheet(isPresented: .constant(true)) {
                NavigationStack { Form { Text("field") }.navigationTitle("New") }
            }
        }
        // Inside the sheet's box: the title on its first row, the rule, then the form.
        #expect(lines[1].hasPrefix("│ New "), "\(lines)")
        #expect(lines[2].hasPrefix("│ ─────"), "\(lines)")
        #expect(lines[3].hasPrefix("│ field "), "\(lines)")
    }

    @Test func aPushedPageIsOfferedTheSpaceUnderTheBar() {
        let lines = Sample.lines(20, 5) {
            NavigationStack {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                    .navigationTitle("T")
            }
        }
        #expect(lines[2] == "20x3")
    }

    /// A tab's page is offered all the room under the bar, whichever tab is chosen, and a
    /// page smaller than that is centred in it, as SwiftUI's. (A hidden page was offered a
    /// share of the room first and the chosen one laid out in half of it.)
    @Test func aTabsPageHasAllTheRoomUnderTheBarAndIsCentredInIt() {
        let sized = Sample.lines(20, 6) {
            TabView {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                    .tabItem { Text("A") }
                Text("b").tabItem { Text("B") }
            }
        }
        #expect(sized[2] == "20x4", "\(sized)")
        let centred = Sample.lines(20, 5) {
            TabView(selection: .constant(1)) {
                Text("a").tabItem { Text("A") }.tag(0)
                Text("b").tabItem { Text("B") }.tag(1)
            }
        }
        #expect(centred == ["A  B", String(repeating: "─", count: 20), "", "         b", ""])
    }
}
