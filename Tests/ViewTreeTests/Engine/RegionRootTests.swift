import Testing
import TrackingCore

@testable import ViewTree

/// `ViewHost.regionRoot(for:)`, which decides what a frame draws again for a node that ran:
/// the node alone when its parent would place it as before, the nearest node up that would
/// when its size changed, and the node holding layers or a scroll view around it (a layer
/// drawn alone would cover the ones above it; a scroll view draws its content shifted).
@MainActor @Suite struct RegionRootTests {
    @Trackable final class Words {
        var first = "ab"
        var second = "cd"
    }

    struct Word: View {
        let words: Words
        let isSecond: Bool
        var body: some View { Text(isSecond ? words.second : words.first) }
    }

    /// Two words in a column of a fixed width: the column keeps its size whatever they say.
    struct Column: View {
        let words: Words
        var body: some View {
            VStack(alignment: .leading) {
                Word(words: words, isSecond: false)
                Word(words: words, isSecond: true)
            }
            .frame(width: 10, alignment: .leading)
        }
    }

    struct Layers: View {
        let words: Words
        var body: some View {
            ZStack(alignment: .topLeading) {
                Word(words: words, isSecond: false)
                Word(words: words, isSecond: true)
            }
        }
    }

    struct Scrolled: View {
        let words: Words
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    Word(words: words, isSecond: false)
                    Word(words: words, isSecond: true)
                }
            }
        }
    }

    /// The identity of the region root of the first word after `change`, once the bodies
    /// have run and before the frame draws.
    private func regionRoot<Root: View>(of root: Root, words: Words, after change: () -> Void) -> String? {
        let host = ViewHost(root, width: 20, height: 5)
        host.renderFrame()
        change()
        _ = host.evaluateChangesAndHandedUpValues()
        guard let word = host.nodes.values.first(where: { $0.identity == "Word" }) else { return nil }
        return host.regionRoot(for: word).identity
    }

    @Test func aNodePlacedAsBeforeIsDrawnAlone() {
        let words = Words()
        #expect(regionRoot(of: Column(words: words), words: words) { words.first = "xy" } == "Word")
    }

    @Test func aNodeOfANewSizeIsDrawnFromTheNearestNodePlacedAsBefore() {
        let words = Words()
        #expect(regionRoot(of: Column(words: words), words: words) { words.first = "abcd" } == "Column")
    }

    @Test func aNodeInLayersIsDrawnWithAllTheLayers() {
        let words = Words()
        #expect(regionRoot(of: Layers(words: words), words: words) { words.first = "xy" } == "Layers")
    }

    @Test func aNodeInAScrollViewIsDrawnByTheScrollView() {
        let words = Words()
        #expect(
            regionRoot(of: Scrolled(words: words), words: words) { words.first = "xy" } == "ScrollView",
            "the scroll view, a node of its own, draws what it clips")
    }
}
