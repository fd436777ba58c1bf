import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Text of values and formatted fields, as SwiftUI apps write them: literals as
/// `LocalizedStringKey`s (Markdown, `specifier:`, `format:`), `Text(_:format:)`,
/// `Text(verbatim:)`, text case, and `TextField(_:value:format:)` committing as SwiftUI's does.
@Suite @MainActor struct FormattedTextTests {
    @Test func literalsReadMarkdownAndValuesShowAsTheyAre() {
        let host = Sample.host(40, 4) {
            VStack(alignment: .leading) {
                Text("**Total** is *due* ~~soon~~ `now`")
                Text(verbatim: "**as written**")
                Text("2 * 3 * 4 and snake_case_name")
                Text("\("**a value**") stays")
            }
        }
        let lines = host.buffer.lines
        #expect(
            lines == ["Total is due soon now", "**as written**", "2 * 3 * 4 and snake_case_name", "**a value** stays"])
        #expect(host.buffer[0, 0].style.bold && !host.buffer[6, 0].style.bold)
        #expect(host.buffer[9, 0].style.italic)
        #expect(host.buffer[13, 0].style.strikethrough)
        #expect(!host.buffer[0, 3].style.bold)
    }

    @Test func aLinkIsDrawnUnderlinedInBlue() {
        let host = Sample.host(30, 1) { Text("See [the docs](https://example.org) here") }
        #expect(host.buffer.lines == ["See the docs here"])
        #expect(host.buffer[4, 0].style.underline && host.buffer[4, 0].style.foreground == .blue)
        #expect(!host.buffer[13, 0].style.underline)
    }

    @Test func wrappedMarkdownKeepsItsStylesOnEachLine() {
        let host = Sample.host(10, 3) { Text("plain **bold words here**") }
        #expect(host.buffer.lines == ["plain bold", "words here", ""])
        #expect(!host.buffer[0, 0].style.bold && host.buffer[6, 0].style.bold && host.buffer[0, 1].style.bold)
    }

    @Test func interpolationsTakeSpecifiersFormatsAndTexts() {
        let price = 3.14159
        let count = 1_234
        let lines = Sample.lines(40, 4) {
            VStack(alignment: .leading) {
                Text("Price: \(price, specifier: "%.2f")")
                Text("Count: \(count, format: .number.grouping(.never))")
                Text(price, format: .number.precision(.fractionLength(1)))
                Text("Done ") + Text(Image(systemName: "checkmark"))
            }
        }
        #expect(lines == ["Price: 3.14", "Count: 1234", "3.1", "Done ✓"])
    }

    @Test func textCaseChangesTheTextInside() {
        let lines = Sample.lines(20, 2) {
            VStack(alignment: .leading) {
                Text("Section").textCase(.uppercase)
                Text("QUIET").textCase(.lowercase)
            }
        }
        #expect(lines == ["SECTION", "quiet"])
    }

    @Trackable final class Bill {
        var amount = 12.5
        var people: Int? = 2
        var submitted = 0
    }

    struct BillForm: View {
        @Bindable var bill: Bill

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Amount", value: $bill.amount, format: .number)
                TextField("People", value: $bill.people, format: .number)
                Text("Each: \(bill.amount / Double(bill.people ?? 1), specifier: "%.2f")")
            }
            .onSubmit { bill.submitted += 1 }
        }
    }

    @Test func aFormattedFieldCommitsOnReturnAsSwiftUIs() {
        let bill = Bill()
        let host = ViewHost(BillForm(bill: bill), width: 30, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["12.5", "2", "Each: 6.25"])
        host.send(.tab)
        for _ in 0..<4 { host.send(.backspace) }
        for character in "30" { host.send(.character(character)) }
        host.renderFrame()
        #expect(bill.amount == 12.5, "not committed while typing")
        #expect(host.buffer.lines[0].hasPrefix("30"))
        host.send(.enter)
        host.renderFrame()
        #expect(bill.amount == 30 && bill.submitted == 1, "Return commits, then the form's onSubmit runs")
        #expect(host.buffer.lines == ["30", "2", "Each: 15.00"])
    }

    @Test func aDraftThatDoesNotParseLeavesTheValueAndGoes() {
        let bill = Bill()
        let host = ViewHost(BillForm(bill: bill), width: 30, height: 3)
        host.renderFrame()
        host.send(.tab)
        for character in "abc" { host.send(.character(character)) }
        host.send(.enter)
        host.renderFrame()
        #expect(bill.amount == 12.5)
        #expect(host.buffer.lines[0].hasPrefix("12.5"), "the value shows again: \(host.buffer.lines)")
    }

    @Test func leavingTheFieldCommitsAndAnEmptyOptionalIsNil() {
        let bill = Bill()
        let host = ViewHost(BillForm(bill: bill), width: 30, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.backspace)
        host.renderFrame()
        host.send(.tab)
        host.renderFrame()
        host.renderFrame()
        #expect(bill.people == nil, "committed when the focus left")
        host.send(.tab)
        for character in "4" { host.send(.character(character)) }
        host.send(.backTab)
        host.renderFrame()
        host.renderFrame()
        #expect(bill.people == 4)
    }

    /// As a field of text: the prompt, faint, in place of the title while the field is empty
    /// (an optional value that is nil, a draft all deleted).
    @Test func aFormattedFieldShowsItsPromptWhileEmpty() {
        let bill = Bill()
        let host = ViewHost(
            VStack(alignment: .leading) {
                TextField("Amount", value: Bindable(bill).amount, format: .number, prompt: Text("0.00"))
                TextField("People", value: .constant(Int?.none), format: .number, prompt: Text("how many"))
                TextField("Tip", value: .constant(Int?.none), formatter: NumberFormatter(), prompt: Text("none"))
                TextField("Tip", value: .constant(Int?.none), formatter: NumberFormatter())
            }, width: 20, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["12.5", "how many", "none", "Tip"])
        #expect(host.buffer[0, 1].style.foreground == .brightBlack, "faint, as a placeholder")
        host.send(.tab)
        for _ in 0..<4 { host.send(.backspace) }
        host.renderFrame()
        #expect(host.buffer.lines[0] == "0.00", "the draft deleted, the prompt shows")
        #expect(host.buffer[0, 0].style.reverse, "with the cursor on its first character")
    }

    @Test func currencyFormatsAndParses() {
        let euros = Decimal(string: "12.50")!
        let lines = Sample.lines(30, 1) {
            Text(euros, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))
        }
        #expect(lines == ["€12.50"])
        let style = Decimal.FormatStyle.Currency(code: "EUR").locale(Locale(identifier: "en_US"))
        #expect((try? style.parseStrategy.parse("€3.25")) == Decimal(string: "3.25"))
    }
}
