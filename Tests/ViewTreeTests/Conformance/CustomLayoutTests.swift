import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// The `Layout` protocol as SwiftUI defines it: a layout sizes itself from its subviews'
/// answers and places each one at a point with an anchor; what it leaves unplaced sits in its
/// centre; a change inside lays it out again.
@Suite @MainActor struct CustomLayoutTests {
    @Trackable final class Tags {
        var names = ["swift", "tui", "grid", "layout"]
    }

    struct TagCloud: View {
        let tags: Tags

        var body: some View {
            FlowLayout {
                ForEach(tags.names, id: \.self) { Text($0) }
            }
        }
    }

    @Test func anEqualWidthStackGivesEverySubviewTheWidestSlot() {
        let lines = Sample.lines(20, 1) {
            EqualWidthHStack {
                Text("a")
                Text("bbb")
                Text("cc")
            }
        }
        // Slots of three cells, one between: "a" and "cc" centred in theirs.
        #expect(lines == [" a  bbb  cc"])
    }

    @Test func aFlowLayoutWrapsWhereTheWidthEnds() {
        #expect(Sample.lines(12, 3) { TagCloud(tags: Tags()) } == ["swift tui", "grid layout", ""])
        #expect(Sample.lines(30, 2) { TagCloud(tags: Tags()) } == ["swift tui grid layout", ""])
    }

    @Test func aChangeInsideLaysTheLayoutOutAgain() {
        let tags = Tags()
        let host = ViewHost(TagCloud(tags: tags), width: 12, height: 3)
        host.renderFrame()
        tags.names.insert("a", at: 0)
        host.renderFrame()
        #expect(host.buffer.lines == ["a swift tui", "grid layout", ""])
        let fresh = ViewHost(TagCloud(tags: tags), width: 12, height: 3)
        fresh.renderFrame()
        #expect(host.buffer.firstDifference(from: fresh.buffer) == nil)
    }

    struct PlacesFirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(
                at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
        }
    }

    @Test func anchorsPlaceByTheirPointAndUnplacedSubviewsSitInTheCentre() {
        let lines = Sample.lines(9, 3) {
            PlacesFirstOnly {
                Text("end")
                Text("mid")
            }
        }
        #expect(lines == ["", "   mid", "      end"])
    }

    /// A column that lines its subviews up on their `.leading` guide at one column, as a
    /// layout of one's own does with `dimensions(in:)`.
    struct LeadingColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                let dimensions = subview.dimensions(in: .unspecified)
                subview.place(
                    at: CGPoint(x: bounds.minX + 4 - dimensions[.leading], y: y), anchor: .topLeading,
                    proposal: .unspecified)
                y += dimensions.height
            }
        }
    }

    @Test func aLayoutReadsItsSubviewsGuidesAndSizes() {
        let lines = Sample.lines(12, 3) {
            LeadingColumn {
                Text("plain")
                Text("label: x").alignmentGuide(.leading) { $0.width - 6 }
                Text("ab").alignmentGuide(.leading) { $0[HorizontalAlignment.center] }
            }
        }
        #expect(lines == ["    plain", "  label: x", "   ab"], "each guide on column 4")
    }
}
