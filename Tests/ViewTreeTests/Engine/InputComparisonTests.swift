import TestSupport
import Testing

@testable import ViewTree

/// `InputComparison`, which decides whether a re-running parent gave a child the same inputs
/// (then the child's body does not run): each kind of stored property, read in place
/// (`InputFields`) and, for the types that cannot be, by reflection; and an oracle holding the
/// two ways to the same answer on random values.
@MainActor @Suite struct InputComparisonTests {
    final class Box {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    final class Model: ObservableObject {}

    /// A child of many kinds of inputs beside storage of its own.
    struct Row: View {
        @State private var expanded = false
        var title: String
        var count: Int
        var ratio: Double?
        var tags: [String]
        var box: Box
        var action: () -> Void
        var body: some View { Text(title) }
    }

    struct Making: View {
        @State private var hovered = false
        var make: () -> Text
        var body: some View { make() }
    }

    struct Observing: View {
        @ObservedObject var model: Model
        var body: some View { Text("observing") }
    }

    /// A property of an existential type: its values have other types than the property's.
    struct Described: View {
        @State private var shown = true
        var value: any CustomStringConvertible
        var body: some View { Text(value.description) }
    }

    private static let action: () -> Void = {}

    private func same<V: View>(_ old: V, _ new: V) -> Bool {
        InputComparison.same(old, new, info: ViewTypeInfo.of(old))
    }

    private func row(_ title: String = "milk", count: Int = 1, box: Box) -> Row {
        Row(title: title, count: count, ratio: 0.5, tags: ["a"], box: box, action: Self.action)
    }

    @Test func equalInputsAreTheSameWhateverTheStorage() {
        let box = Box(1)
        #expect(ViewTypeInfo.of(row(box: box)).comparison(of: row(box: box)).inputFields != nil, "read in place")
        // A string built at run time has other storage than a literal: equal all the same.
        #expect(same(row(box: box), row(String(["mi", "lk"].joined()), box: box)))
    }

    @Test func anyChangedInputIsNotTheSame() {
        let box = Box(1)
        #expect(!same(row(box: box), row("bread", box: box)))
        #expect(!same(row(box: box), row(count: 2, box: box)))
        var other = row(box: box)
        other.ratio = nil
        #expect(!same(row(box: box), other))
        other = row(box: box)
        other.tags.append("b")
        #expect(!same(row(box: box), other))
    }

    @Test func anObjectIsTheSameOnlyWhenItIsTheSameObject() {
        let box = Box(1)
        #expect(same(row(box: box), row(box: box)))
        #expect(!same(row(box: box), row(box: Box(1))), "an equal-looking object is another input")
    }

    @Test func aClosureThatMakesAViewIsNeverTheSame() {
        let make = { Text("x") }
        #expect(!same(Making(make: make), Making(make: make)))
    }

    @Test func anObservedObjectIsAnInputByIdentity() {
        let model = Model()
        #expect(same(Observing(model: model), Observing(model: model)))
        #expect(!same(Observing(model: model), Observing(model: Model())))
    }

    /// How a type compares is found when a parent first runs again with it, not when its
    /// first value is made: a first screen compares nothing, and the scan for closures asks
    /// the runtime about every type inside a view.
    @Test func aTypeIsScannedForComparisonWhenItsParentRunsAgain() {
        struct Leaf: View {
            @State private var hovered = false
            var label: String
            var body: some View { Text(label) }
        }
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("add \(count)") { count += 1 }
                    Leaf(label: "leaf")
                }
            }
        }
        let host = ViewHost(Counter(), width: 20, height: 4)
        host.renderFrame()
        #expect(!ViewTypeInfo.hasComparison(for: Leaf.self))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("add 1") })
        #expect(ViewTypeInfo.hasComparison(for: Leaf.self))
    }

    @Test func anExistentialPropertyIsComparedByReflection() {
        #expect(ViewTypeInfo.of(Described(value: 1)).comparison(of: Described(value: 1)).inputFields == nil)
        #expect(same(Described(value: 1), Described(value: 1)))
        #expect(!same(Described(value: 1), Described(value: 2)))
        #expect(!same(Described(value: 1), Described(value: "1")))
    }

    /// Random rows, pairs drawn from a small pool of each input so that equal ones come up
    /// often: reading in place and reflecting agree on every pair.
    @Test func inPlaceAndReflectionAgreeOnRandomInputs() {
        var random = SeededRandom(seed: 37)
        let boxes = [Box(1), Box(1), Box(2)]
        let titles = ["milk", "bread", String(["mi", "lk"].joined())]
        func randomRow() -> Row {
            Row(
                title: titles.randomElement(using: &random)!, count: Int.random(in: 0...1, using: &random),
                ratio: [nil, 0.5].randomElement(using: &random)!,
                tags: [["a"], ["a", "b"]].randomElement(using: &random)!,
                box: boxes.randomElement(using: &random)!, action: Self.action)
        }
        let first = randomRow()
        let info = ViewTypeInfo.of(first)
        let closureFields = info.comparison(of: first).closureFields
        var sameCount = 0
        for _ in 0..<2_000 {
            let (old, new) = (randomRow(), randomRow())
            let inPlace = InputComparison.same(old, new, info: info)
            #expect(inPlace == InputComparison.sameByReflection(old, new, closureFields: closureFields))
            if inPlace { sameCount += 1 }
        }
        #expect(sameCount > 20, "equal pairs came up")
    }
}
