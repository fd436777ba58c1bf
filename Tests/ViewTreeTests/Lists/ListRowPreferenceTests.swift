import Testing
import TrackingCore

@testable import ViewTree

/// Preferences set in the rows of a lazy container (`List`, `LazyVStack` in a `ScrollView`)
/// reach the views around it, as in SwiftUI: from the rows it has made, which are the rows
/// in view, and again when it scrolls or a row changes.
@Suite @MainActor struct ListRowPreferenceTests {
    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Trackable final class Basket {
        var prices = Array(1...10)
        var shown = 0
    }

    struct Price: View {
        let basket: Basket
        let index: Int
        var body: some View {
            let price = basket.prices[index]
            return Text("p\(price)").preference(key: Total.self, value: price)
        }
    }

    struct Checkout: View {
        let basket: Basket
        var lazyStack = false
        var body: some View {
            rows
                .frame(height: 3)
                .overlayPreferenceValue(Total.self, alignment: .topTrailing) { Text("sum \($0)") }
        }

        @ViewBuilder private var rows: some View {
            if lazyStack {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(basket.prices.indices, id: \.self) { Price(basket: basket, index: $0) }
                    }
                }
            } else {
                List(basket.prices.indices, id: \.self, scrollTarget: { basket.shown }) {
                    Price(basket: basket, index: $0)
                }
            }
        }
    }

    @Test func anOverlayAroundAListReadsTheRowsInView() {
        let host = ViewHost(Checkout(basket: Basket()), width: 12, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["p1     sum 6", "p2", "p3"])
    }

    @Test func aRowThatChangesOrAScrollDeliversTheValueAgainInTheSameFrame() {
        let basket = Basket()
        let host = ViewHost(Checkout(basket: basket), width: 12, height: 3)
        host.renderFrame()
        basket.prices[1] = 20
        host.renderFrame()
        #expect(host.buffer.lines == ["p1    sum 24", "p20", "p3"])
        basket.shown = 9
        host.renderFrame()
        #expect(host.buffer.lines == ["p8    sum 27", "p9", "p10"])
    }

    @Test func aLazyStackInAScrollViewHandsUpTheRowsItMade() {
        let host = ViewHost(Checkout(basket: Basket(), lazyStack: true), width: 12, height: 3)
        host.renderFrame()
        let sum = host.buffer.lines[0].split(separator: " ").last.flatMap { Int($0) }
        // The rows made: at least those in view (1 + 2 + 3), never all ten (55).
        #expect(sum.map { $0 >= 6 && $0 < 55 } == true, "\(host.buffer.lines)")
        #expect(host.buffer.lines[1...] == ["p2", "p3"])
    }

    struct Watcher: View {
        let basket: Basket
        @State private var total = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("total \(total)")
                List(basket.prices.indices, id: \.self) { Price(basket: basket, index: $0) }
                    .frame(height: 2)
                    .onPreferenceChange(Total.self) { total = $0 }
            }
        }
    }

    @Test func onPreferenceChangeAroundAListRunsWithTheRowsInView() {
        let basket = Basket()
        let host = ViewHost(Watcher(basket: basket), width: 12, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["total 3", "p1", "p2"])
        basket.prices[0] = 5
        host.renderFrame()
        #expect(host.buffer.lines == ["total 7", "p5", "p2"])
    }
}
