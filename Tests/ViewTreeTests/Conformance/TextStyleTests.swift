import Testing

@testable import ViewTree

/// SwiftUI's text styling in a terminal's one face: `.font` as emphasis (titles bold,
/// captions faint), weights, italic, strikethrough, and `.opacity` and `.hidden()`.
@Suite @MainActor struct TextStyleTests {
    private func host<Content: View>(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> ViewHost {
        Sample.host(width, height, content)
    }

    @Test func fontsBecomeEmphasis() {
        let shown = host(12, 7) {
            VStack(alignment: .leading) {
                Text("Title").font(.title)
                Text("Caption").font(.caption)
                Text("Body").font(.body)
                Text("Semibold").fontWeight(.semibold)
                Text("System").font(.system(size: 17, weight: .heavy))
                Text("Light").font(.headline.weight(.light))
                Text("Slanted").font(.body.italic())
            }
            .font(.headline)
        }
        let styles = (0..<7).map { shown.buffer[0, $0].style }
        #expect(styles[0].bold && !styles[0].dim)
        #expect(!styles[1].bold && styles[1].dim)
        #expect(!styles[2].bold, "body inside a headline is plain again, as a nested font replaces the outer")
        #expect(styles[3].bold)
        #expect(styles[4].bold)
        #expect(!styles[5].bold && styles[5].dim)
        #expect(styles[6].italic && !styles[6].bold)
        #expect(shown.buffer.lines[0] == "Title")
    }

    @Test func monospacedDigitsAreDrawnAsTheyAre() {
        // Every cell is one width: SwiftUI's fixed-width digits need nothing more, and the
        // timer-style row keeps its width as its digits change.
        let lines = host(12, 3) {
            VStack(alignment: .trailing) {
                Text("1:11").monospacedDigit()
                Text("8:88").font(.body.monospacedDigit())
                Text("code").monospaced()
            }
        }
        #expect(lines.buffer.lines == ["1:11", "8:88", "code"])
    }

    @Test func italicAndStrikethroughReachTheCells() {
        let shown = host(12, 2) {
            VStack(alignment: .leading) {
                Text("slanted").italic()
                Text("done").strikethrough()
            }
        }
        #expect(shown.buffer[0, 0].style.italic && !shown.buffer[0, 0].style.strikethrough)
        #expect(shown.buffer[3, 1].style.strikethrough)
        #expect(shown.buffer.lines == ["slanted", "done"])
    }

    struct Hiding: View {
        let opacity: Double
        @State private var presses = 0
        var body: some View {
            VStack(alignment: .leading) {
                Button("Hidden") { presses += 1 }.opacity(opacity)
                Button("Shown") { presses += 10 }
                Text("\(presses)")
            }
        }
    }

    @Test func transparentAndHiddenViewsKeepTheirPlaceButDrawNothingAndTakeNoFocus() {
        let faint = ViewHost(Hiding(opacity: 0.3), width: 12, height: 3)
        faint.renderFrame()
        #expect(faint.buffer.lines[0] == "[ Hidden ]")
        #expect(faint.buffer[2, 0].style.dim)

        let gone = ViewHost(Hiding(opacity: 0), width: 12, height: 3)
        gone.renderFrame()
        #expect(gone.buffer.lines == ["", "[ Shown ]", "0"], "the hidden button keeps its row")
        gone.send(.tab)
        gone.send(.enter)
        gone.send(.mouse(MouseEvent(.click, x: 2, y: 0)))
        gone.renderFrame()
        #expect(gone.buffer.lines[2] == "10", "Tab skips the hidden button and a click on it does nothing")

        let hidden = host(12, 2) {
            VStack(alignment: .leading) {
                Text("secret").hidden()
                Text("open")
            }
        }
        #expect(hidden.buffer.lines == ["", "open"])
    }
}
