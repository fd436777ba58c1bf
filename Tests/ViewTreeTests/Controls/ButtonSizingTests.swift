import Testing

@testable import ViewTree

/// `buttonSizing(_:)`, as SwiftUI's: buttons fit their labels by default; flexible ones take
/// the width offered with the label centred, in every built-in style, and share a row evenly;
/// a style of one's own reads `\.buttonSizing`.
@Suite @MainActor struct ButtonSizingTests {
    struct Choice: View {
        let sizing: ButtonSizing?
        var body: some View {
            let buttons = VStack(alignment: .leading) {
                Button("Save") {}
                Button("Open") {}.buttonStyle(.borderless)
                Button("Go") {}.buttonStyle(.borderedProminent)
                HStack {
                    Button("Yes") {}
                    Button("No") {}
                }
            }
            if let sizing { buttons.buttonSizing(sizing) } else { buttons }
        }
    }

    @Test func buttonsFitTheirLabelsUnlessFlexible() {
        for sizing in [nil, ButtonSizing.automatic, .fitted] {
            let host = ViewHost(Choice(sizing: sizing), width: 20, height: 4)
            host.renderFrame()
            #expect(
                host.buffer.lines == ["[ Save ]", "Open", " Go", "[ Yes ] [ No ]"], "\(String(describing: sizing))")
        }
    }

    @Test func flexibleButtonsTakeTheWidthWithTheirLabelsCentred() {
        let host = ViewHost(Choice(sizing: .flexible), width: 20, height: 4)
        host.renderFrame()
        #expect(
            host.buffer.lines == [
                "[       Save       ]", "        Open", "         Go", "[  Yes   ] [  No   ]",
            ])
        // The prominent fill spans the width too.
        #expect((0..<20).allSatisfy { host.buffer[$0, 2].style.background == .blue })
    }

    struct Pill: ButtonStyle {
        @Environment(\.buttonSizing) private var sizing
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("(")
                configuration.label
                if sizing == .flexible { Spacer() }
                Text(")")
            }
        }
    }

    @Test func aStyleOfOnesOwnReadsTheSizing() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                Button("A") {}.buttonStyle(Pill())
                Button("B") {}.buttonStyle(Pill()).buttonSizing(.flexible)
            }, width: 10, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["(A)", "(B       )"])
    }
}
