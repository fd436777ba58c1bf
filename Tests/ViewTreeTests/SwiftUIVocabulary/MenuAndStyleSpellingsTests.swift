import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// Spellings other authors' apps use: a menu with a symbol, a menu bar extra with a named
/// image, a shape style at an opacity and a title bound to a string.
@Suite @MainActor struct MenuAndStyleSpellingsTests {
    @Trackable final class Picks {
        var filter = "none"
        var name = "Groceries"
    }

    @Test func aMenuWithASymbolOpensItsItems() {
        let picks = Picks()
        let host = ViewHost(
            Menu("Filter", systemImage: "camera.filters") { Button("Sepia") { picks.filter = "sepia" } },
            width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("Filter") && host.buffer.lines[0].contains("▾"), "\(host.buffer.lines)")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.joined().contains("Sepia"), "the list is open")
        host.send(.enter)
        #expect(picks.filter == "sepia")
    }

    struct Timer: App {
        var body: some Scene {
            MenuBarExtra("Focus", image: "icon") { Text("25:00") }
        }
    }

    @Test func aMenuBarExtraWithANamedImageIsTheScreen() {
        let host = ViewHost(Timer().body._root, width: 20, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "25:00")
    }

    @Test func aShapeStyleAtAnOpacityIsDrawnAsItsColourAtThatOpacity() {
        let strong = Sample.host(4, 1) { Rectangle().fill(Color.red.gradient.opacity(0.8)) }
        #expect(strong.buffer[0, 0].style.background == .red, "at 0.8 the fill is drawn")
        let faint = Sample.host(4, 1) { Rectangle().fill(Color.red.gradient.opacity(0.1)) }
        #expect(faint.buffer[0, 0].style.background == .default, "below one half a fill is not drawn, as a colour's")
    }

    @Test func aTitleBoundToAStringShowsItsValue() {
        let picks = Picks()
        struct Page: View {
            @Bindable var picks: Picks
            var body: some View {
                NavigationStack { Text("milk").navigationTitle($picks.name) }
            }
        }
        let host = ViewHost(Page(picks: picks), width: 20, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Groceries")
        picks.name = "Shop"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Shop", "the title follows the binding")
    }
}

/// A binding to a collection is a collection of bindings, as SwiftUI's.
@Suite @MainActor struct BindingCollectionTests {
    @Trackable final class Guess {
        var letters: [String] = ["c", "a", "t"]
    }

    struct Letters: View {
        @Bindable var guess: Guess
        var body: some View {
            HStack(spacing: 1) {
                ForEach($guess.letters.indices, id: \.self) { index in
                    TextField("", text: $guess.letters[index]).frame(width: 2)
                }
            }
        }
    }

    @Test func itsIndicesMakeRowsAndEachElementIsABindingToIt() {
        let guess = Guess()
        let letters = Bindable(guess).letters
        #expect(letters.count == 3 && letters.indices == 0..<3)
        #expect(letters.map(\.wrappedValue) == ["c", "a", "t"])
        letters[1].wrappedValue = "u"
        #expect(guess.letters == ["c", "u", "t"])
        let tester = ViewTester(Letters(guess: guess), width: 12, height: 1)
        #expect(tester.lines[0].hasPrefix("c  u  t"), "\(tester.lines)")
        tester.press(.tab, .tab)
        tester.type("b")
        #expect(guess.letters[1].hasSuffix("b"), "the second field edits the second letter: \(guess.letters)")
    }
}
