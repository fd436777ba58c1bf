import Testing

@testable import ViewTree

/// `StackLayout.place` on elements, apart from any view (the views' side: the conformance
/// suite `StackDivisionTests`): how a stack divides its length among its children, as SwiftUI's
/// stacks do. Each rule on its own: ideal sizes when they fit, the least flexible child first
/// with an even share, higher layout priority first, fixed frames their length, spacers and
/// dividers, and an unbounded offer asking for the ideal size.
@MainActor @Suite struct StackLayoutPlaceTests {
    private func text(_ string: String) -> Element {
        .text(string, TextLayout(lineLimit: 1).measuring(string))
    }

    private func widths(_ children: [Element], offered width: Int, spacing: Int = 0) -> [Int] {
        let row = StackLayout(axis: .horizontal, spacing: spacing)
        return row.place(children, in: CellSize(width: width, height: 1)).children.map(\.size.width)
    }

    @Test func childrenThatFitTakeTheirIdealWidths() {
        #expect(widths([text("abc"), text("de")], offered: 20, spacing: 1) == [3, 2])
        let row = StackLayout(axis: .horizontal, spacing: 1)
        #expect(row.place([text("abc"), text("de")], in: CellSize(width: 20, height: 1)).size.width == 6)
    }

    @Test func theLeastFlexibleChildIsOfferedItsShareFirst() {
        // "bb" can give 2 cells, the long text 10: "bb" is offered half of 10 and takes its
        // 2; the long text is offered the 8 left and is cut to them.
        #expect(widths([text("aaaaaaaaaa"), text("bb")], offered: 10) == [8, 2])
        // Equal flexibility: in order, each an even share of what is left.
        #expect(widths([text("aaaaaa"), text("bbbbbb")], offered: 9) == [5, 4])
    }

    @Test func aHigherLayoutPriorityIsServedFirst() {
        let children = [text("aaaaaaaaaa"), .prioritized(1, text("cccccccccc"))]
        #expect(widths(children, offered: 12) == [2, 10])
        #expect(widths([text("aaaaaaaaaa"), text("cccccccccc")], offered: 12) == [6, 6], "without it, halves")
    }

    @Test func aFixedFrameTakesItsLengthWhileThereIsRoom() {
        let framed = Element.framed(FrameLayout(width: 4, alignment: .center), text("abcdefgh"))
        #expect(widths([framed, text("xy")], offered: 8) == [4, 2])
        #expect(widths([text("xy"), framed], offered: 3) == [0, 3], "the frame first, what is left after")
    }

    @Test func spacersTakeWhatTheOthersLeaveAndDividersOneCell() {
        #expect(
            widths([text("ab"), .spacer(minLength: CellSize(width: 0, height: 0)), text("cd")], offered: 10) == [
                2, 6, 2,
            ])
        #expect(
            widths([text("ab"), .spacer(minLength: CellSize(width: 3, height: 3)), text("cdefgh")], offered: 8) == [
                2, 3, 3,
            ])
        #expect(widths([text("abc"), .divider, text("de")], offered: 10) == [3, 1, 2])
    }

    @Test func anUnboundedOfferAsksForTheIdealSize() {
        let row = StackLayout(axis: .horizontal, spacing: 0)
        let placed = row.place(
            [text("abc"), .spacer(minLength: CellSize(width: 2, height: 2)), text("d")],
            in: CellSize(width: CellSize.unbounded, height: 1))
        #expect(placed.children.map(\.size.width) == [3, 2, 1])
        #expect(placed.size.width == 6)
    }
}
