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
        let written = ["todos", "boxes", "cities", "people", "Days", "glasses", "sheep", "status"]
        #expect(
            written.map { Inflection.agreeing("1 \($0)") } == [
                "1 todo", "1 box", "1 city", "1 person", "1 Day", "1 glass", "1 sheep", "1 status",
            ], "a plural written after one is made singular")
        #expect(
            written.map { Inflection.agreeing("3 \($0)") } == [
                "3 todos", "3 boxes", "3 cities", "3 people", "3 Days", "3 glasses", "3 sheep", "3 statuses",
            ], "and a plural after another number stays plural")
    }

    @Test func aSpanWithOtherAttributesShowsItsTextWithoutTheCaret() {
        #expect(line(Text("^[Hello](morphology: {})")) == "Hello")
    }
}
