import Foundation
import Testing

@testable import ViewTree

/// The layout spellings the inventory marks supported or drawn as their closest: a geometry
/// reader's local frame, padding by `EdgeInsets`, insets at a leading or trailing edge, and
/// what a custom `Layout` gets without writing it (`updateCache`, `spacing`) or reads of
/// its subviews (`priority`).
@Suite @MainActor struct LayoutSpellingsTests {
    @Test func aLocalFrameStartsAtTheReadersOwnCorner() {
        let lines = Sample.lines(24, 4) {
            VStack(alignment: .leading) {
                Text("header")
                GeometryReader { proxy in
                    let local = proxy.frame(in: .local)
                    let global = proxy.frame(in: .global)
                    VStack(alignment: .leading) {
                        Text("local \(Int(local.minX)),\(Int(local.minY)) \(Int(local.width))x\(Int(local.height))")
                        Text("global \(Int(global.minX)),\(Int(global.minY))")
                    }
                }
                .padding(.leading, 2)
            }
        }
        #expect(lines[1] == "  local 0,0 22x3", "\(lines)")
        #expect(lines[2] == "  global 2,1")
    }

    @Test func aFrameOfCGFloatsSizesAsItsCellsWhicheverLengthsAreGiven() {
        let (width, height): (CGFloat, CGFloat) = (4.7, 2)
        func box(_ view: some View) -> [String] { Sample.lines(8, 4) { view.border() } }
        #expect(box(Text("ab").frame(height: height)) == box(Text("ab").frame(width: nil, height: 2)))
        #expect(
            box(Text("ab").frame(height: height)) == ["┌──┐", "│ab│", "│  │", "└──┘"],
            "\(box(Text("ab").frame(height: height)))")
        #expect(box(Text("ab").frame(width: width, height: height)) == box(Text("ab").frame(width: 4, height: 2)))
        #expect(box(Text("ab").frame(width: width)) == box(Text("ab").frame(width: 4)))
    }

    @Test func paddingByEdgeInsetsLeavesThoseCellsOnEachEdge() {
        let lines = Sample.lines(10, 5) {
            Text("x").padding(EdgeInsets(top: 1, leading: 3, bottom: 0, trailing: 2)).border()
        }
        #expect(lines == ["┌──────┐", "│      │", "│   x  │", "└──────┘", ""])
        let even = Sample.lines(5, 3) { Text("y").padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)) }
        #expect(even == Sample.lines(5, 3) { Text("y").padding(1) })
        #expect(EdgeInsets(top: 2, leading: 1) == EdgeInsets(top: 2, leading: 1, bottom: 0, trailing: 0))
    }

    @Test func anInsetAtALeadingOrTrailingEdgeStandsBesideTheViewThatTakesTheRest() {
        let leading = Sample.lines(20, 1) {
            Text("main").safeAreaInset(edge: .leading, spacing: 1) { Text("side") }
        }
        #expect(leading == ["side      main"], "main centred in the 15 cells left")
        let trailing = Sample.lines(20, 1) {
            Text("main").safeAreaInset(edge: .trailing) { Text("side") }
        }
        #expect(trailing == ["      main      side"])
        let aligned = Sample.lines(12, 3) {
            Text("main").safeAreaInset(edge: HorizontalEdge.leading, alignment: .top) { Text("|") }
        }
        #expect(aligned[0].hasPrefix("|") && !aligned[1].hasPrefix("|"), "\(aligned)")
    }

    /// Lays its subviews out in a row, highest priority first, with the layout's default
    /// spacing between them. It empties its cache and remakes it with the default
    /// `updateCache`, so nothing is placed unless that default remakes it.
    struct ByPriority: Layout {
        struct Cache {
            var order: [Int]
        }

        func makeCache(subviews: Subviews) -> Cache {
            Cache(order: subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority })
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let gap = spacing(subviews: subviews, cache: &cache).distance(to: ViewSpacing(), along: .horizontal)
            let width = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, sizes.count - 1))
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            cache.order = []
            updateCache(&cache, subviews: subviews)
            let gap = spacing(subviews: subviews, cache: &cache).distance(to: ViewSpacing(), along: .horizontal)
            var x = bounds.minX
            for index in cache.order {
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subviews[index].sizeThatFits(.unspecified).width + gap
            }
        }
    }

    @Test func aLayoutReadsPrioritiesAndGetsTheDefaultCacheUpdateAndSpacing() {
        let lines = Sample.lines(20, 1) {
            ByPriority {
                Text("low")
                Text("high").layoutPriority(2)
                Text("mid").layoutPriority(1)
            }
        }
        #expect(lines == ["high mid low"], "one cell apart, the highest priority first")
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0, "no space down, as a stack")
    }
}
