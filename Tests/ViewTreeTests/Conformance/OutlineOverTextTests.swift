import Testing

@testable import ViewTree

/// A shape's stroke over text: SwiftUI's line is a few points thin and a text's letters show
/// on either side of it; a cell is far larger, so here the line goes round the cells that
/// hold text instead of hiding them.
@Suite @MainActor struct OutlineOverTextTests {
    @Test func anOutlinedButtonTwoRowsTallShowsItsTitleInTheLine() {
        let lines = Sample.lines(17, 2) {
            Text("Start").frame(width: 17, height: 2)
                .overlay { RoundedRectangle(cornerRadius: 3).stroke() }
        }
        #expect(lines == ["╭─────Start─────╮", "╰───────────────╯"])
    }

    @Test func aStrokeInAZStackAboveATextLeavesItsLettersAndItsSpaces() {
        let over = Sample.lines(7, 2) {
            ZStack(alignment: .top) {
                Text("a b")
                Rectangle().stroke().frame(width: 7, height: 2)
            }
        }
        #expect(over == ["┌─a b─┐", "└─────┘"], "the space between the words stays: they read as words")
    }

    /// A border is not a stroke: it is drawn round its content, which it insets.
    @Test func aBorderStillDrawsItsWholeBox() {
        let lines = Sample.lines(5, 3) { Text("x").border(.primary) }
        #expect(lines == ["┌─┐", "│x│", "└─┘"])
    }
}
