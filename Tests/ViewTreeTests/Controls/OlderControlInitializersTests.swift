import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's older control initializers that apps still use: a picker whose label is a view
/// value, fields of a value with a `Formatter` and the older callbacks, and fields titled by
/// a label closure.
@Suite @MainActor struct OlderControlInitializersTests {
    @Trackable final class Inputs {
        var size = 2
        var amount = 5
        var log: [String] = []
    }

    @Test func aPickerWithALabelValueShowsItAndChooses() {
        let inputs = Inputs()
        let tester = ViewTester(
            Picker(selection: Bindable(inputs).size, label: Text("Size")) {
                Text("S").tag(1)
                Text("M").tag(2)
            }, width: 30, height: 1)
        #expect(tester.lines == ["Size  ( ) S  (•) M"])
        tester.press(.tab, .right)
        #expect(inputs.size == 1)
        #expect(tester.lines == ["Size  (•) S  ( ) M"])
    }

    /// A field of a number with both older callbacks, and a button to move the focus to.
    struct Amount: View {
        let inputs: Inputs
        var body: some View {
            VStack {
                TextField(
                    "Amount", value: Bindable(inputs).amount, formatter: NumberFormatter(),
                    onEditingChanged: { inputs.log.append("editing \($0)") },
                    onCommit: { inputs.log.append("commit \(inputs.amount)") })
                Button("Other") {}
            }
        }
    }

    @Test func aFormatterFieldTellsEditingAndCommitsOnReturnWithTheValueParsed() {
        let inputs = Inputs()
        let tester = ViewTester(Amount(inputs: inputs), width: 20, height: 2)
        #expect(tester.lines[0] == "5" && inputs.log.isEmpty)
        tester.press(.tab)
        #expect(inputs.log == ["editing true"])
        tester.press(.backspace)
        tester.type("42")
        tester.press(.enter)
        #expect(inputs.log == ["editing true", "commit 42"], "the value is parsed before onCommit runs")
        tester.press(.tab)
        #expect(inputs.log == ["editing true", "commit 42", "editing false"])
    }

    @Test func aFormatterFieldWithOnlyOneCallbackRunsIt() {
        let inputs = Inputs()
        let committing = ViewTester(
            TextField("Amount", value: Bindable(inputs).amount, formatter: NumberFormatter()) {
                inputs.log.append("commit \(inputs.amount)")
            }, width: 20, height: 1)
        committing.press(.tab, .backspace)
        committing.type("7")
        committing.press(.enter)
        #expect(inputs.log == ["commit 7"])
        let editing = ViewTester(
            TextField(
                "Amount", value: Bindable(inputs).amount, formatter: NumberFormatter(),
                onEditingChanged: { inputs.log.append("editing \($0)") }), width: 20, height: 1)
        editing.press(.tab)
        #expect(inputs.log == ["commit 7", "editing true"])
    }

    @Test func fieldsTitledByALabelShowItsTextWhileEmptyAndEditTheValue() {
        let inputs = Inputs()
        let tester = ViewTester(
            VStack {
                TextField(value: Bindable(inputs).amount, formatter: NumberFormatter()) { Text("Amount") }
                TextField(value: .constant(Int?.none), format: .number) { Text("Tip") }
                TextField(value: .constant(Int?.none), format: .number, prompt: Text("none")) { Text("Tip") }
            }, width: 20, height: 3)
        #expect(tester.lines == ["5", "Tip", "none"])
        tester.press(.tab, .backspace)
        tester.type("9")
        tester.press(.enter)
        #expect(inputs.amount == 9)
    }
}
