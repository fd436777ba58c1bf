import Foundation
import TestSupport
import Testing
import TrackingCore

@testable import ViewTree

/// The containers as `Layout` values, as SwiftUI's `HStackLayout`, `VStackLayout`,
/// `ZStackLayout`, `GridLayout` and `AnyLayout`: each lays out as its container, called as a
/// container or asked directly by a layout of one's own; switching an `AnyLayout` keeps the
/// views inside.
@Suite @MainActor struct StackLayoutsTests {
    /// Views of different sizes, flexible ones among them, for the layouts to place.
    @ViewBuilder static func pieces(_ count: Int) -> some View {
        Text("alpha")
        if count > 1 { Text("be\nta") }
        if count > 2 { Text("γ").frame(maxWidth: .infinity) }
        if count > 3 { Spacer() }
        if count > 4 { Text("delta").border() }
    }

    @Test func eachLayoutDrawsAsItsContainer() {
        let horizontals: [VerticalAlignment] = [.top, .center, .bottom]
        let verticals: [HorizontalAlignment] = [.leading, .center, .trailing]
        for seed in 0..<UInt64(60) {
            var random = SeededRandom(seed: seed)
            let count = Int.random(in: 1...5, using: &random)
            let spacing = Int.random(in: 0...2, using: &random)
            let (width, height) = (Int.random(in: 8...30, using: &random), Int.random(in: 3...9, using: &random))
            let rowAlignment = horizontals.randomElement(using: &random)!
            let columnAlignment = verticals.randomElement(using: &random)!
            let alignment = Alignment(horizontal: columnAlignment, vertical: rowAlignment)
            #expect(
                Sample.lines(width, height) {
                    HStackLayout(alignment: rowAlignment, spacing: CGFloat(spacing)) { Self.pieces(count) }
                }
                    == Sample.lines(width, height) {
                        HStack(alignment: rowAlignment, spacing: spacing) { Self.pieces(count) }
                    }, "seed \(seed)")
            #expect(
                Sample.lines(width, height) { VStackLayout(alignment: columnAlignment) { Self.pieces(count) } }
                    == Sample.lines(width, height) { VStack(alignment: columnAlignment) { Self.pieces(count) } },
                "seed \(seed)")
            #expect(
                Sample.lines(width, height) { ZStackLayout(alignment: alignment) { Self.pieces(count) } }
                    == Sample.lines(width, height) { ZStack(alignment: alignment) { Self.pieces(count) } },
                "seed \(seed)")
            #expect(
                Sample.lines(width, height) {
                    AnyLayout(GridLayout(alignment: alignment)) {
                        GridRow { Self.pieces(count) }
                        GridRow { Text("x") }
                    }
                }
                    == Sample.lines(width, height) {
                        Grid(alignment: alignment) {
                            GridRow { Self.pieces(count) }
                            GridRow { Text("x") }
                        }
                    }, "seed \(seed)")
        }
    }

    /// A layout of one's own that hands the work to a stack layout, as a layout may.
    struct Delegating<Inner: Layout>: Layout where Inner.Cache == Void {
        let inner: Inner
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test func aStackLayoutAskedDirectlyPlacesAsItsContainer() {
        #expect(
            Sample.lines(20, 4) { Delegating(inner: HStackLayout(alignment: .top)) { Self.pieces(2) } }
                == Sample.lines(20, 4) { HStack(alignment: .top) { Self.pieces(2) } })
        #expect(
            Sample.lines(20, 4) { Delegating(inner: VStackLayout(alignment: .trailing)) { Self.pieces(2) } }
                == Sample.lines(20, 4) { VStack(alignment: .trailing) { Self.pieces(2) } })
        #expect(
            Sample.lines(20, 4) { Delegating(inner: ZStackLayout(alignment: .bottomTrailing)) { Text("ab") } }
                == Sample.lines(20, 4) { ZStack(alignment: .bottomTrailing) { Text("ab") } })
    }

    private enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
    }

    /// Guides a view sets, and guides of one's own, place as in the `ZStack`.
    @ViewBuilder static func guided() -> some View {
        Text("abcdef")
        Text("xy").alignmentGuide(HorizontalAlignment(Marker.self)) { _ in 1 }
        Text("z").alignmentGuide(.top) { $0[.bottom] }
    }

    @Test func aZStackLayoutAskedDirectlyFollowsGuides() {
        let alignment = Alignment(horizontal: HorizontalAlignment(Marker.self), vertical: .top)
        let asked = Sample.lines(20, 4) { Delegating(inner: ZStackLayout(alignment: alignment)) { Self.guided() } }
        #expect(asked == Sample.lines(20, 4) { ZStack(alignment: alignment) { Self.guided() } })
        #expect(
            asked.first?.hasPrefix("abcdex") == true, "the marker of `xy` (after its x) on the text's trailing edge")
    }

    @Trackable final class Shape {
        var wide = true
    }

    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Button("tally \(count)") { count += 1 }
        }
    }

    struct Adaptive: View {
        let shape: Shape
        var body: some View {
            let layout = shape.wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                Tally()
                Text("label")
            }
        }
    }

    @Test func switchingAnAnyLayoutRearrangesTheSameViews() {
        let shape = Shape()
        let host = ViewHost(Adaptive(shape: shape), width: 30, height: 4)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.first == "[ tally 1 ] label")
        shape.wide = false
        host.renderFrame()
        #expect(Array(host.buffer.lines.prefix(2)) == ["[ tally 1 ]", "label"], "the tally kept its state")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.first == "[ tally 2 ]", "and the focus")
    }
}
