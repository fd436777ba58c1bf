import Testing
import ViewTreeTesting

@testable import ViewTree

/// A scroll view's size, as SwiftUI's: all it is offered along the axes it scrolls, and its
/// content's length across the others, so its container places it.
@Suite @MainActor struct ScrollViewSizeTests {
    @Test func aVerticalScrollViewIsAsWideAsItsContent() {
        let row = Sample.lines(20, 3) {
            HStack(spacing: 0) {
                ScrollView { Text("ab") }
                Text("|")
            }
        }
        // All the height offered, two columns wide: the bar is centred beside it.
        #expect(row == ["ab", "  |", ""], "\(row)")
    }

    @Test func aHorizontalScrollViewIsAsTallAsItsContent() {
        let column = Sample.lines(20, 5) {
            VStack(alignment: .leading, spacing: 0) {
                ScrollView(.horizontal) { Text("row") }
                Text("under")
            }
        }
        #expect(column.prefix(2) == ["row", "under"], "\(column)")
    }

    /// Content that asks for all the width (a frame to infinity) makes the scroll view as
    /// wide as its offer, and one scrolling both ways takes everything.
    @Test func contentThatFillsAndBothAxesTakeTheOffer() {
        let filled = Sample.lines(10, 3) {
            HStack(spacing: 0) {
                ScrollView { Text("ab").frame(maxWidth: .infinity, alignment: .leading) }
                Text("|")
            }
        }
        #expect(filled == ["ab", "         |", ""], "\(filled)")
        let both = Sample.lines(10, 3) {
            HStack(spacing: 0) {
                ScrollView([.horizontal, .vertical]) { Text("ab") }
                Text("|")
            }
        }
        #expect(both == ["ab", "         |", ""], "\(both)")
    }
}
