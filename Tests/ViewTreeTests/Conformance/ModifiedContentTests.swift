import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// SwiftUI's `ModifiedContent<Content, Modifier>`: what `.modifier(_:)` returns, a type code
/// can name and build, and two modifiers made one with `concat(_:)`.
@Suite @MainActor struct ModifiedContentTests {
    /// Square brackets around the content, with a count of its own clicks.
    struct Bracketed: ViewModifier {
        @State private var clicks = 0

        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                Text("[")
                content
                Text("]")
                Text(" \(clicks)").onTapGesture { clicks += 1 }
            }
        }
    }

    /// A star before the content.
    struct Starred: ViewModifier {
        func body(content: Content) -> some View {
            HStack(spacing: 0) {
                Text("*")
                content
            }
        }
    }

    @Trackable final class Caption {
        var text = "tea"
    }

    /// A view that names the type `.modifier(_:)` returns, as apps' helpers do.
    struct Shelf: View {
        let caption: Caption

        var body: some View {
            VStack(alignment: .leading) {
                Self.bracket(Text(caption.text))
                ModifiedContent(content: Text("built"), modifier: Bracketed())
            }
        }

        static func bracket(_ text: Text) -> ModifiedContent<Text, Bracketed> {
            text.modifier(Bracketed())
        }
    }

    @Test func modifierReturnsModifiedContentWithItsParts() {
        let made = Text("jam").modifier(Starred())
        let typed: ModifiedContent<Text, Starred> = made
        #expect(typed.content == Text("jam"))
        var changed = ModifiedContent(content: Text("a"), modifier: EmptyModifier())
        changed.content = Text("b")
        changed.modifier = .identity
        #expect(Sample.lines(5, 1) { changed } == ["b"])
    }

    @Test func aModifiedContentBuiltByHandIsANodeOfItsOwnNamedAfterItsModifier() {
        let caption = Caption()
        let tester = ViewTester(Shelf(caption: caption), width: 20, height: 2)
        #expect(tester.lines == ["[tea] 0", "[built] 0"])
        #expect(tester.lastFrames.first?.evaluatedNodes.filter { $0.hasPrefix("Bracketed") }.count == 2)
        tester.click(x: 8, y: 1)
        #expect(tester.lines == ["[tea] 0", "[built] 1"], "its own state")
        #expect(tester.bodiesRun.count == 1 && tester.bodiesRun[0].hasPrefix("Bracketed"), "its body ran alone")
        caption.text = "milk"
        tester.host.renderFrame()
        #expect(tester.lines == ["[milk] 0", "[built] 1"], "the state kept as the parent ran again")
    }

    @Test func concatAppliesTheFirstModifierThenTheSecond() {
        let lines = Sample.lines(20, 1) { Text("pie").modifier(Starred().concat(Bracketed())) }
        #expect(lines == ["[*pie] 0"])
        let combined: ModifiedContent<Starred, Bracketed> = Starred().concat(Bracketed())
        #expect(Sample.lines(20, 1) { Text("pie").modifier(combined) } == lines)
    }
}
