import Testing
import ViewTreeTesting

@testable import ViewTree

/// `.pickerStyle(.wheel)`, as SwiftUI's wheel: the chosen option and a few around it, in a
/// window that turns as the selection moves, however many options there are.
@Suite @MainActor struct WheelPickerTests {
    struct Minutes: View {
        @State var minute: Int
        var body: some View {
            Picker("Min", selection: $minute) {
                ForEach(0..<60) { Text("\($0)m") }
            }
            .pickerStyle(.wheel)
        }
    }

    /// The option rows under the label, without their marks' spaces.
    private func shown(_ tester: ViewTester) -> [String] {
        Array(tester.lines.dropFirst().prefix { !$0.isEmpty })
    }

    @Test func theChosenOptionIsInTheMiddleOfFiveRows() {
        let tester = ViewTester(Minutes(minute: 30), width: 20, height: 12)
        #expect(tester.lines[0] == "Min")
        #expect(shown(tester) == ["( ) 28m", "( ) 29m", "(•) 30m", "( ) 31m", "( ) 32m"])
        tester.press(.tab, .down)
        #expect(shown(tester) == ["( ) 29m", "( ) 30m", "(•) 31m", "( ) 32m", "( ) 33m"], "the wheel turned")
    }

    @Test func atEitherEndTheWindowStopsAtTheFirstOrLastOption() {
        let first = ViewTester(Minutes(minute: 0), width: 20, height: 12)
        #expect(shown(first) == ["(•) 0m", "( ) 1m", "( ) 2m", "( ) 3m", "( ) 4m"])
        let last = ViewTester(Minutes(minute: 59), width: 20, height: 12)
        #expect(shown(last) == ["( ) 55m", "( ) 56m", "( ) 57m", "( ) 58m", "(•) 59m"])
        last.press(.tab, .down)
        #expect(shown(last).last == "(•) 59m", "Down at the last option leaves the selection")
    }

    @Test func fewOptionsShowAllAndAClickChoosesOne() {
        struct Sizes: View {
            @State var size = "M"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Size", selection: $size) {
                        Text("S").tag("S")
                        Text("M").tag("M")
                        Text("L").tag("L")
                    }
                    .pickerStyle(.wheel)
                    Text("chose \(size)")
                }
            }
        }
        let tester = ViewTester(Sizes(), width: 20, height: 8)
        #expect(tester.lines.prefix(5) == ["Size", "( ) S", "(•) M", "( ) L", "chose M"])
        tester.click(x: 1, y: 3)
        #expect(tester.lines.prefix(5) == ["Size", "( ) S", "( ) M", "(•) L", "chose L"])
    }
}
