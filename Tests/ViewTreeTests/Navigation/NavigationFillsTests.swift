import Testing

@testable import ViewTree

/// SwiftUI's navigation stack fills the space it is offered: its bar runs across the window
/// whatever its content's width, and the content is offered all the space under the bar.
@Suite @MainActor struct NavigationFillsTests {
    @Test func theBarOfAStackRunsAcrossTheScreenOverNarrowContent() {
        for stack in [
            AnyView(NavigationStack { Text("hi").navigationTitle("T") }),
            AnyView(NavigationView { Text("hi").navigationTitle("T") }),
        ] {
            let lines = Sample.lines(20, 4) { stack }
            #expect(lines == ["T", String(repeating: "─", count: 20), "hi", ""])
        }
    }

    @Test func aStackInASheetKeepsItsBarAtTheTopOfTheSheet() {
        let lines = Sample.lines(24, 8) {
            Text("under").sheet(isPresented: .constant(true)) {
                NavigationStack { Text("field").navigationTitle("New") }
            }
        }
        // Inside the sheet's box: the title on its first row, the rule, then the content.
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
}
