import Testing
import TrackingCore

@testable import ViewTree

extension HorizontalAlignment {
    /// Lines colons up across rows, as SwiftUI's "aligning views across stacks" does.
    fileprivate enum Colon: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    fileprivate static let colon = HorizontalAlignment(Colon.self)
}

extension HorizontalAlignment {
    /// A guide no view sets: its default (the trailing edge) places the views.
    fileprivate enum End: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
    fileprivate static let end = HorizontalAlignment(End.self)
}

extension VerticalAlignment {
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }
    fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// SwiftUI's alignment guides: a stack puts its children's guides on one line; a view moves
/// its guide with `.alignmentGuide`; a custom guide set inside a stack is passed on by it.
@Suite @MainActor struct AlignmentGuideTests {
    @Test func anExplicitCentreMovesAViewInACentredStack() {
        // A row whose centre guide is set to a fixed value: the stack lines that value up
        // with the heading's centre. The heading is 16 wide with its border (centre 8); the
        // row is 11 (its own centre would be 5.5) and its guide, 3 inside the border, is 4
        // from its edge: it starts 4 cells in, not 2 or 3 as centred.
        let lines = Sample.lines(24, 8) {
            VStack {
                Text("Evening Trains")
                    .border(.gray)
                HStack {
                    Text("four")
                    Text("late")
                }
                .alignmentGuide(HorizontalAlignment.center) { _ in 3 }
                .border(.gray)
            }
            .border(.gray)
        }
        #expect(
            lines == [
                "┌────────────────┐",
                "│┌──────────────┐│",
                "││Evening Trains││",
                "│└──────────────┘│",
                "│    ┌─────────┐ │",
                "│    │four late│ │",
                "│    └─────────┘ │",
                "└────────────────┘",
            ])
    }

    @Test func aLeadingGuideIndentsOneChild() {
        let lines = Sample.lines(12, 3) {
            VStack(alignment: .leading) {
                Text("Title")
                Text("indented").alignmentGuide(.leading) { $0[.leading] - 2 }
                Text("end")
            }
        }
        #expect(lines == ["Title", "  indented", "end"])
    }

    @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
        let lines = Sample.lines(20, 2) {
            VStack(alignment: .colon) {
                HStack {
                    Text("Name")
                    Text(":").alignmentGuide(.colon) { $0[.leading] }
                    Text("Ann")
                }
                HStack {
                    Text("Occupation")
                    Text(":").alignmentGuide(.colon) { $0[.leading] }
                    Text("dev")
                }
            }
        }
        #expect(lines == ["      Name : Ann", "Occupation : dev"])
    }

    @Test func aCustomVerticalGuideLinesAMarkerUpWithOneRow() {
        let lines = Sample.lines(10, 3) {
            HStack(alignment: .marker) {
                Text(">")
                VStack(alignment: .leading) {
                    Text("one")
                    Text("two").alignmentGuide(.marker) { $0[VerticalAlignment.center] }
                    Text("six")
                }
            }
        }
        #expect(lines == ["  one", "> two", "  six"])
    }

    @Test func firstTextBaselineLinesUpFirstRows() {
        let lines = Sample.lines(12, 3) {
            HStack(alignment: .firstTextBaseline) {
                Text("a")
                VStack {
                    Text("b")
                    Text("c")
                }
            }
        }
        #expect(lines == ["a b", "  c", ""])
    }

    @Test func aGuidePlacesALayerInAZStackAndAnOverlay() {
        let lines = Sample.lines(8, 2) {
            VStack(alignment: .leading) {
                ZStack(alignment: .leading) {
                    Text("-----")
                    Text("ab").alignmentGuide(.leading) { _ in -2 }
                }
                Text("-----").overlay(alignment: .trailing) {
                    Text("c").alignmentGuide(HorizontalAlignment.trailing) { d in d[.trailing] + 1 }
                }
            }
        }
        #expect(lines == ["--ab-", "---c-"])
    }

    @Test func aCustomGuideThatNoViewSetsPlacesByItsDefault() {
        // In a tree where no view sets a guide, whatever other trees have set.
        let lines = Sample.lines(8, 2) {
            VStack(alignment: .end) {
                Text("abc")
                Text("a")
            }
        }
        #expect(lines == ["abc", "  a"])
    }

    /// Whether containers ask for guides is each tree's own: a tree that sets one does not
    /// make another walk its views for guides, and the flag holds only while a frame lays out.
    @Test func aTreeThatSetsAGuideLeavesOtherTreesPlacingBySizes() {
        let guided = Sample.host(8, 2) {
            VStack(alignment: .leading) {
                Text("ab")
                Text("a").alignmentGuide(.leading) { _ in -1 }
            }
        }
        let plain = Sample.host(8, 2) { VStack { Text("a") } }
        #expect(guided.usesExplicitGuides)
        #expect(!plain.usesExplicitGuides)
        #expect(!ExplicitGuide.inUse, "set only for the span of a frame of a tree with guides")
        #expect(guided.buffer.lines == ["ab", " a"])
    }

    @Test func lastTextBaselineLinesUpLastRows() {
        let lines = Sample.lines(12, 3) {
            HStack(alignment: .lastTextBaseline) {
                Text("a")
                VStack {
                    Text("b")
                    Text("c")
                }
            }
        }
        #expect(lines == ["  b", "a c", ""])
    }

    @Test func anExplicitValueIsSeenInsideAndTheDefaultOtherwise() {
        // ViewDimensions: `d[explicit: g]` is nil unless a view inside set `g`; `d[g]` falls
        // back to the default (the trailing edge is the width).
        // Each closure records what it last saw: a stack may ask a guide more than once.
        var seenByFirst: [CGFloat?] = []
        var seenBySecond: [CGFloat?] = []
        _ = Sample.lines(12, 2) {
            VStack(alignment: .leading) {
                Text("abc").alignmentGuide(.leading) { d in
                    seenByFirst = [d[explicit: .leading], d[.trailing]]
                    return 0
                }
                Text("abcd").alignmentGuide(.leading) { _ in 1 }.alignmentGuide(.leading) { d in
                    seenBySecond = [d[explicit: .leading]]
                    return d[.leading]
                }
            }
        }
        #expect(seenByFirst + seenBySecond == [nil, 3, 1])
    }

    @Trackable final class Indent {
        var cells = 2
    }

    struct IndentedRow: View {
        let indent: Indent
        var body: some View {
            let cells = indent.cells
            Text("row").alignmentGuide(.leading) { _ in CGFloat(-cells) }
        }
    }

    struct Rows: View {
        let indent: Indent
        var body: some View {
            VStack(alignment: .leading) {
                Text("head")
                IndentedRow(indent: indent)
            }
        }
    }

    @Test func aChangedGuideLaysTheStackOutAgain() {
        // The row keeps its size: only its guide tells the stack to place it elsewhere.
        let indent = Indent()
        let host = ViewHost(Rows(indent: indent), width: 10, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["head", "  row"])
        indent.cells = 4
        let report = host.renderFrame()
        #expect(report.evaluatedNodes == ["IndentedRow"])
        #expect(host.buffer.lines == ["head", "    row"])
    }
}
