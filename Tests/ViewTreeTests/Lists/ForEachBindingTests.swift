import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `ForEach($items) { $item in ... }` and `List($items) { $item in ... }`, as SwiftUI's: each
/// row gets a binding to its own element, rows are identified by the elements' ids, and a
/// binding kept after the collection changed still reaches its own element.
@Suite @MainActor struct ForEachBindingTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    @Trackable final class Chores {
        var all: [Chore]
        init(count: Int) { all = (1...count).map { Chore(id: $0, title: "chore \($0)") } }
    }

    struct Checklist: View {
        @Bindable var chores: Chores
        var body: some View {
            VStack(alignment: .leading) {
                ForEach($chores.all) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone)
                }
                Text("done: \(chores.all.filter(\.isDone).map(\.title).joined(separator: ","))")
            }
        }
    }

    @Test func eachRowWritesItsOwnElement() {
        let chores = Chores(count: 3)
        let host = ViewHost(Checklist(chores: chores), width: 30, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.space)
        host.renderFrame()
        #expect(chores.all.map(\.isDone) == [false, true, false])
        #expect(host.buffer.lines.contains { $0.hasPrefix("done: chore 2") }, "\(host.buffer.lines)")
    }

    @Test func rowsKeepTheirNodesByIDWhenOneBeforeThemGoes() {
        let chores = Chores(count: 3)
        let host = ViewHost(Checklist(chores: chores), width: 30, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.tab)
        host.renderFrame()
        chores.all.removeFirst()
        host.renderFrame()
        host.send(.space)
        host.renderFrame()
        #expect(chores.all.map(\.isDone) == [false, true], "the focus stayed on chore 3's toggle, now second")
    }

    /// Keeps each row's binding as the row got it.
    final class Kept {
        var bindings: [Int: Binding<Chore>] = [:]
    }

    struct Keeping: View {
        @Bindable var chores: Chores
        let kept: Kept
        var body: some View {
            ForEach($chores.all) { $chore in
                let _ = kept.bindings[chore.id] = $chore
                Text(chore.title)
            }
        }
    }

    @Test func aKeptBindingFindsItsElementByIDAndDropsWritesOnceItIsGone() {
        let chores = Chores(count: 3)
        let kept = Kept()
        let host = ViewHost(Keeping(chores: chores, kept: kept), width: 20, height: 4)
        host.renderFrame()
        let third = kept.bindings[3]
        chores.all.removeFirst()
        third?.wrappedValue.title = "renamed"
        #expect(chores.all.map(\.title) == ["chore 2", "renamed"], "index 2 is past the end now")
        chores.all.removeLast()
        #expect(third?.wrappedValue.title == "renamed", "a gone element reads as it last was")
        third?.wrappedValue.title = "lost"
        #expect(chores.all.map(\.title) == ["chore 2"], "and a write to it changes nothing")
    }

    /// The first rows `rows` (made from three chores) shows once two of them are gone: made
    /// before, resolved once the host draws, as a lazy list's rows are made after the body
    /// that made the `ForEach`.
    private func rowsShownAfterShrinking(_ rows: (Chores) -> some View) -> [String] {
        let chores = Chores(count: 3)
        let view = rows(chores)
        chores.all.removeLast(2)
        let host = ViewHost(view, width: 20, height: 4)
        host.renderFrame()
        return host.buffer.lines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func rowsMadeAfterTheCollectionShrankShowItAsTheForEachSawIt() {
        let shown = rowsShownAfterShrinking { chores in
            VStack(alignment: .leading) { ForEach(Bindable(chores).all) { $chore in Text(chore.title) } }
        }
        #expect(shown == ["chore 1", "chore 2", "chore 3"])
    }

    @Test func aListOverABindingMakesItsRowsFromTheCollectionItWasGiven() {
        let shown = rowsShownAfterShrinking { chores in List(Bindable(chores).all) { $chore in Text(chore.title) } }
        #expect(shown == ["chore 1", "chore 2", "chore 3"])
    }

    /// The chores not done yet, as bindings picked out of the binding to all of them: a
    /// binding is identified by its element's id, as SwiftUI's is.
    struct OpenChores: View {
        @Bindable var chores: Chores
        var body: some View {
            VStack(alignment: .leading) {
                ForEach($chores.all.filter { !$0.wrappedValue.isDone }) { chore in
                    Toggle(chore.wrappedValue.title, isOn: chore.isDone)
                }
            }
        }
    }

    @Test func bindingsPickedOutOfACollectionAreIdentifiedByTheirElements() {
        let chores = Chores(count: 3)
        let host = ViewHost(OpenChores(chores: chores), width: 30, height: 4)
        host.renderFrame()
        #expect(Binding.constant(chores.all[1]).id == 2)
        host.send(.tab)
        host.send(.tab)
        host.send(.tab)
        host.renderFrame()
        chores.all[0].isDone = true
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("chore 2"), "\(host.buffer.lines)")
        host.send(.space)
        host.renderFrame()
        #expect(
            chores.all.map(\.isDone) == [true, false, true],
            "the focus stayed on chore 3's toggle, now first: rows are identified by their chores")
    }

    struct LongList: View {
        @Bindable var chores: Chores
        @State private var selected: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected: \(selected.map(String.init) ?? "none")")
                List($chores.all, selection: $selected) { $chore in
                    Text((chore.isDone ? "[x] " : "[ ] ") + chore.title)
                }
            }
        }
    }

    @Test func aListOverABindingMakesOnlyTheRowsItShowsAndSelects() {
        let chores = Chores(count: 100_000)
        let host = ViewHost(LongList(chores: chores), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[1].hasPrefix("[ ] chore 1"), "\(host.buffer.lines)")
        #expect(host.nodeCount < 100, "rows are made as they show: \(host.nodeCount) nodes")
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("selected: 2"), "Down selects the first row, then the next")
        #expect(host.buffer.lines[2].hasPrefix("[ ] chore 2"))
    }
}
