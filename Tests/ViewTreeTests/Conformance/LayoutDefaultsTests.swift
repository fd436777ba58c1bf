import Testing

@testable import ViewTree

/// SwiftUI's documented defaults, in cells: a frame centres its content; an HStack puts one
/// cell between its children and centres them vertically; a VStack puts none and centres
/// them horizontally; a flexible frame follows SwiftUI's rules for minimum and maximum; a
/// text field takes the width it is offered.
@Suite @MainActor struct LayoutDefaultsTests {
    private func lines<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> [String] {
        Sample.lines(width, height, content)
    }

    @Test func aFrameCentresItsContentUnlessToldOtherwise() {
        // The probes: both put the text at the leading edge before.
        #expect(lines(20, 1) { Text("centered").frame(maxWidth: .infinity) } == ["      centered"])
        #expect(
            lines(20, 1) {
                HStack(spacing: 0) {
                    Text("ab").frame(width: 10); Text("|")
                }
            } == ["    ab    |"])
        #expect(lines(20, 3) { Text("mid").frame(width: 7, height: 3) } == ["", "  mid", ""])
        #expect(lines(20, 1) { Text("ab").frame(width: 10, alignment: .trailing) } == ["        ab"])
    }

    @Test func stacksSpaceAndAlignAsSwiftUIDoes() {
        #expect(
            lines(20, 1) {
                HStack {
                    Text("[ ]"); Text("Hello")
                }
            } == ["[ ] Hello"])
        #expect(
            lines(20, 1) {
                HStack(spacing: nil) {
                    Text("a"); Text("b")
                }
            } == ["a b"])
        #expect(
            lines(20, 1) {
                HStack(spacing: 0) {
                    Text("a"); Text("b")
                }
            } == ["ab"])
        #expect(
            lines(20, 2) {
                VStack {
                    Text("a"); Text("bbbbb")
                }
            } == ["  a", "bbbbb"])
        #expect(
            lines(20, 2) {
                VStack(alignment: .trailing) {
                    Text("a"); Text("bbbbb")
                }
            } == ["    a", "bbbbb"])
        // An HStack centres a short child against a tall one.
        let tall = lines(20, 3) {
            HStack {
                VStack {
                    Text("1"); Text("2"); Text("3")
                }
                Text("x")
            }
        }
        #expect(tall == ["1", "2 x", "3"])
    }

    @Test func aFlexibleFrameTakesItsMinimumAndGrowsToItsMaximum() {
        // A minimum raises a small content's frame; the content is centred in it.
        #expect(
            lines(20, 1) {
                HStack(spacing: 0) {
                    Text("hi").frame(minWidth: 6); Text("|")
                }
            } == ["  hi  |"])
        // A maximum grows the frame toward the offer, up to the maximum.
        #expect(
            lines(20, 1) {
                HStack(spacing: 0) {
                    Text("hi").frame(maxWidth: 8); Text("|")
                }
            } == ["   hi   |"])
        // Both: the offer, clamped.
        #expect(
            lines(30, 3) { Text("hi").frame(minWidth: 2, maxWidth: 10, alignment: .leading).border() } == [
                "┌──────────┐", "│hi        │", "└──────────┘",
            ])
        // Never more than the offer: a terminal has no cells outside it.
        #expect(lines(4, 1) { Text("hi").frame(minWidth: 10) } == [" hi"])
    }

    struct Form: View {
        @State private var name = ""
        var body: some View {
            HStack {
                Text("Name:")
                TextField("", text: $name)
                Spacer()
            }
        }
    }

    @Test func anIdealSizeIsWhatAFrameTakesWhenAskedForItsIdeal() {
        // SwiftUI: a flexible frame's idealWidth is its width for an unspecified proposal
        // (as `.fixedSize()` makes); offered a width, it takes its content's as before.
        let both = Sample.lines(12, 6) {
            VStack(alignment: .leading) {
                Text("ab").frame(idealWidth: 6).fixedSize().border()
                Text("ab").frame(idealWidth: 6).border()
            }
        }
        #expect(both == ["┌──────┐", "│  ab  │", "└──────┘", "┌──┐", "│ab│", "└──┘"])
    }

    @Test func framesTakeSwiftUIsCGFloats() {
        // In cells, rounded down; `.infinity` takes the offer.
        let width: CGFloat = 7.9
        let lines = Sample.lines(12, 2) {
            VStack(alignment: .leading) {
                Text("ab").frame(width: width, alignment: .trailing)
                Text("cd").frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
            }
        }
        #expect(lines == ["     ab", "          cd"])
    }

    @Test func anEmptyTextFieldTakesTheWidthOfferedAndCanBeClicked() {
        let host = ViewHost(Form(), width: 20, height: 1)
        host.renderFrame()
        host.send(.mouse(MouseEvent(.click, x: 10, y: 0)))
        host.send(.character("a"))
        host.renderFrame()
        #expect(host.buffer.lines == ["Name: a"])
        #expect(host.focusedIdentity?.hasPrefix("TextField") == true)
    }
}
