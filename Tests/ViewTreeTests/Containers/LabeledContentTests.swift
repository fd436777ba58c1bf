import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `LabeledContent` in its SwiftUI forms: a value as it is, a value in a format style, any
/// view as the content, and a label of its own; the label leads, the content trails.
@Suite @MainActor struct LabeledContentTests {
    @Trackable final class Order {
        var total = 12.5
        var note = "ring twice"
    }

    struct Summary: View {
        @Bindable var order: Order
        var body: some View {
            Form {
                LabeledContent("Items", value: "3")
                LabeledContent("Total", value: order.total, format: .number.precision(.fractionLength(2)))
                LabeledContent("Note") {
                    TextField("note", text: $order.note)
                }
                LabeledContent {
                    Text("*\(order.total > 10 ? "yes" : "no")*")
                } label: {
                    Label("Free delivery", systemImage: "star")
                }
            }
        }
    }

    @Test func theLabelLeadsAndTheContentTrails() {
        let tester = ViewTester(Summary(order: Order()), width: 30, height: 6)
        let lines = tester.lines.map { $0.trimmingTrailingSpaces }
        #expect(lines.contains { $0.hasPrefix("Items") && $0.hasSuffix(" 3") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Total") && $0.hasSuffix(" 12.50") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("★ Free delivery") || $0.hasPrefix("☆ Free delivery") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Free") == false && $0.hasSuffix("yes") }, "\(lines)")
    }

    @Test func aChangedValueRunsTheSummaryAndTheFieldEditsTheModel() {
        let order = Order()
        let tester = ViewTester(Summary(order: order), width: 30, height: 6)
        order.total = 7
        tester.host.renderFrame()
        let lines = tester.lines.map { $0.trimmingTrailingSpaces }
        #expect(lines.contains { $0.hasPrefix("Total") && $0.hasSuffix(" 7.00") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("no") }, "\(lines)")
        tester.host.send(.tab)
        tester.host.send(.character("!"))
        #expect(order.note == "ring twice!")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
