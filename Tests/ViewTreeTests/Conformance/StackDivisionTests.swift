import Testing

@testable import ViewTree

/// How a stack shares too little space, as SwiftUI's stacks do (the SwiftUI Field Guide's
/// HStack page and WWDC19 "Building Custom Views with SwiftUI"): the least flexible child is
/// offered an even share first, then the next what is left divided by those left;
/// `.layoutPriority` goes first; `.fixedSize()` takes the ideal size.
@Suite @MainActor struct StackDivisionTests {
    private func lines<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> [String] {
        Sample.lines(width, height, content)
    }

    @Test func childrenThatFitGetTheirIdealWidth() {
        #expect(
            lines(20, 1) {
                HStack {
                    Text("one"); Text("two"); Text("three")
                }
            } == ["one two three"])
    }

    @Test func twoLongTextsShareTheWidthInsteadOfTheFirstTakingAll() {
        // SwiftUI: each text is offered half; before, the first took the whole row.
        #expect(
            lines(21, 2) {
                HStack(alignment: .top) {
                    Text("alpha beta gamma"); Text("delta epsilon")
                }
            } == ["alpha beta delta", "gamma      epsilon"])
    }

    @Test func theLeastFlexibleChildIsOfferedItsShareFirst() {
        // The Field Guide's example: a text between two colours gets a third and wraps.
        #expect(
            lines(16, 2) {
                HStack(spacing: 0) {
                    Color.red.frame(height: 1); Text("Hello, world"); Color.green.frame(height: 1)
                }
            } == ["     Hello,", "     world"])
        // A short text takes what it needs from its share; the long one gets the rest (11
        // cells less the space between them).
        #expect(
            lines(12, 1) {
                HStack {
                    Text("a very long title").lineLimit(1); Text("3")
                }
            } == ["a very lo… 3"])
    }

    @Test func aHigherLayoutPriorityIsSizedFirst() {
        #expect(
            lines(16, 1) {
                HStack(spacing: 0) {
                    Color.red.frame(height: 1); Text("Hello, world").layoutPriority(1); Color.green.frame(height: 1)
                }
            } == ["  Hello, world"])
        // Priority goes to the text whose line must stay whole; the other is cut.
        #expect(
            lines(14, 1) {
                HStack {
                    Text("keep this").layoutPriority(1); Text("cut this text").lineLimit(1)
                }
            } == ["keep this cut…"])
    }

    @Test func aSpacerTakesWhatTheOthersLeaveAndKeepsItsMinimum() {
        #expect(
            lines(20, 1) {
                HStack {
                    Text("title text"); Spacer(); Text("3")
                }
            } == ["title text         3"])
        #expect(
            lines(10, 1) {
                HStack(spacing: 0) {
                    Text("abcdefghij").lineLimit(1); Spacer(minLength: 3); Text("z")
                }
            } == ["abcde…   z"])
    }

    @Test func fixedSizeKeepsTheIdealSizeWithinTheOffer() {
        // A wrapping text in a narrow frame, and the same text fixed: one line, cut at the
        // frame's edge (SwiftUI would draw past it; a terminal has no cells there).
        #expect(
            lines(20, 3) { Text("one two three").frame(width: 7, alignment: .leading) } == ["one two", "three", ""])
        #expect(
            lines(20, 3) { Text("one two three").fixedSize().frame(width: 7, alignment: .leading) }
                == ["one two", "", ""])
        // Clipped (SwiftUI cuts what overflows the frame): the same cut.
        #expect(
            lines(20, 1) { Text("abcdef").fixedSize().frame(width: 3, alignment: .leading).clipped() } == ["abc"])
        // Fixed on the horizontal axis only: a text field no longer takes the whole row.
        #expect(
            lines(20, 1) {
                HStack {
                    Text("ab").frame(maxWidth: .infinity).fixedSize(horizontal: true, vertical: false); Text("|")
                }
            } == ["ab |"])
    }

    @Test func aVerticalStackSharesRowsTheSameWay() {
        // Four rows for texts wanting one, two and three: the shortest first.
        #expect(
            lines(6, 4) {
                VStack(alignment: .leading) {
                    Text("a"); Text("b c d").frame(width: 3, alignment: .leading); Text("x")
                }
            } == ["a", "b c", "d", "x"])
        #expect(
            lines(3, 3) {
                VStack(alignment: .leading) {
                    Text("a b c"); Text("d e f")
                }
            } == ["a b", "c", "d …"])
    }
}
