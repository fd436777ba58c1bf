import Testing
import TrackingCore

@testable import ViewTree

/// `List($items, editActions:)` and `ForEach($items, editActions:)`, as SwiftUI's: the user
/// deletes and moves rows and the change is written into the binding, with no `onDelete` or
/// `onMove` of the app's.
@Suite @MainActor struct EditActionsTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Trackable final class Chores {
        var all = ["dishes", "laundry", "plants"].enumerated().map { Chore(id: $0.offset, title: $0.element) }
        var titles: [String] { all.map(\.title) }
    }

    struct ChoreList: View {
        @Bindable var chores: Chores
        let actions: EditActions<[Chore]>
        var body: some View {
            List($chores.all, editActions: actions) { $chore in Text(chore.title) }
        }
    }

    private func host(_ chores: Chores, _ actions: EditActions<[Chore]>) -> ViewHost {
        let host = ViewHost(ChoreList(chores: chores, actions: actions), width: 20, height: 5)
        host.renderFrame()
        while host.focusedIdentity?.hasPrefix("EditableForEach") != true {
            host.send(.tab)
            host.renderFrame()
        }
        return host
    }

    @Test func deleteAndMoveWriteIntoTheBinding() {
        let chores = Chores()
        let host = host(chores, .all)
        host.send(.down)  // picks the first row
        host.send(.down)  // laundry
        host.send(.character("]"))
        host.renderFrame()
        #expect(chores.titles == ["dishes", "plants", "laundry"])
        host.send(.delete)
        host.renderFrame()
        #expect(chores.titles == ["dishes", "plants"])
        #expect(host.buffer.lines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["dishes", "plants"])
    }

    @Test func onlyTheActionsGivenAreOffered() {
        let chores = Chores()
        let host = host(chores, .move)
        host.send(.down)
        host.send(.delete)
        host.renderFrame()
        #expect(chores.titles == ["dishes", "laundry", "plants"], "no deleting with .move alone")
        host.send(.character("]"))
        host.renderFrame()
        #expect(chores.titles == ["laundry", "dishes", "plants"])
    }

    @Test func aForEachOverABindingWithEditActionsEditsToo() {
        let chores = Chores()
        let view = List {
            ForEach(Bindable(chores).all, editActions: .delete) { $chore in TextField("", text: $chore.title) }
        }
        let host = ViewHost(view, width: 20, height: 5)
        host.renderFrame()
        while host.focusedIdentity?.hasPrefix("EditableForEach") != true {
            host.send(.tab)
            host.renderFrame()
        }
        host.send(.down)
        host.send(.delete)
        host.renderFrame()
        #expect(chores.titles == ["laundry", "plants"])
    }
}
