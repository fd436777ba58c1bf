import Testing
import ViewTreeTesting

@testable import ViewTree

/// `^[3 apple](inflect: true)` in a `Text` literal, as SwiftUI's automatic grammar agreement:
/// the noun after the number agrees with it (English).
@Suite @MainActor struct InflectionTests {
    struct Basket: View {
        let count: Int
        var body: some View { Text("You have ^[\(count) apple](inflect: true).") }
    }

    private func line(_ view: some View) -> String {
        let host = ViewHost(view, width: 30, height: 1)
        host.renderFrame()
        return host.buffer.lines[0]
    }

    @Test func theNounAgreesWithTheNumber() {
        #expect(line(Basket(count: 1)) == "You have 1 apple.")
        #expect(line(Basket(count: 3)) == "You have 3 apples.")
        #expect(line(Basket(count: 0)) == "You have 0 apples.")
        #expect(line(Basket(count: 1_000)) == "You have 1000 apples.")
    }

    @Test func englishPluralsTheirRulesAndCommonIrregulars() {
        let plurals = ["box", "church", "city", "day", "person", "Child", "sheep", "leaf", "todo"].map(
            Inflection.plural)
        #expect(plurals == ["boxes", "churches", "cities", "days", "people", "Children", "sheep", "leaves", "todos"])
        #expect(Inflection.agreeing("2 big dog") == "2 big dogs")
        #expect(Inflection.agreeing("1,200 step") == "1,200 steps", "a number with a group separator is one number")
        #expect(Inflection.agreeing("no number") == "no number")
    }

    @Test func aSpanWithOtherAttributesShowsItsTextWithoutTheCaret() {
        #expect(line(Text("^[Hello](morphology: {})")) == "Hello")
    }
}
