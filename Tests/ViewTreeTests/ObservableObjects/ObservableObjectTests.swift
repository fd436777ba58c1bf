import Testing
import TrackingCore

@testable import ViewTree

/// `ObservableObject` models held with `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` run every holder's body on any change, as SwiftUI does. The models
/// are seed 002's and seed 004's Combine code, with `import Combine` replaced.
@Suite @MainActor struct ObservableObjectTests {
    @Test func aTrackableObservableObjectServesReadersAndHolders() {
        let profile = Profile()
        let host = ViewHost(Both(profile: profile), width: 20, height: 3)
        host.renderFrame()
        profile.age = 31
        #expect(host.renderFrame().evaluatedNodes == ["AgeHolder"])
        profile.name = "bob"
        // The reader runs for what it read; the holder for any change of its object.
        #expect(Set(host.renderFrame().evaluatedNodes) == ["NameReader", "AgeHolder"])
        profile.name = "bob"
        #expect(!host.needsFrame, "an equal value sends nothing")
        #expect(host.buffer.lines.prefix(2) == ["bob", "31"])
    }

    @Test func anInspectionTellsAHolderRunThatDependedOnNothingThatChanged() throws {
        let profile = Profile()
        let host = ViewHost(Both(profile: profile), width: 20, height: 3)
        host.renderFrame()
        profile.age = 31
        host.renderFrame()
        profile.name = "bob"
        host.renderFrame()
        let runs = try #require(host.inspection(of: "AgeHolder")).recentRuns
        #expect(
            runs.map(\.cause.description) == [
                "first appearance", "Profile.objectWillChange", "Profile.objectWillChange",
            ])
        // Its tracked read of `age` changed before the second run, nothing it read before the third.
        #expect(runs.map { $0.changedRead?.summary } == [nil, "Profile.age", nil])
        #expect(runs.map(\.readNothingThatChanged) == [false, false, true])
        let reader = try #require(host.inspection(of: "NameReader")).recentRuns
        #expect(reader.map(\.readNothingThatChanged) == [false, false])
    }

    @Test func aPublishedChangeRunsTheViewThatOwnsTheObject() {
        let host = ViewHost(ContentView(), width: 20, height: 2)
        host.renderFrame()
        let node = host.liveNodes.compactMap { $0 as? ComposedNode }.first { $0.viewType == "ContentView" }
        let state = (node?.box as? ViewBox<ContentView>)?.view.state
        state?.countUp()
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes == ["ContentView"])
        #expect(frame.evaluations.map(\.cause.description) == ["ContentViewState.objectWillChange"])
        #expect(host.buffer.lines[0] == "Count: 1")
    }

    @Test func objectWillChangeSentByHandRunsTheHolder() {
        let state = ManualState()
        let host = ViewHost(ManualView(state: state), width: 20, height: 2)
        host.renderFrame()
        state.countUp()
        state.countUp()
        #expect(host.renderFrame().evaluatedNodes == ["ManualView"])
        #expect(host.buffer.lines[0] == "Count: 2")
    }

    @Test func everyObjectHasOnePublisherWhateverItsProperties() {
        // Combine's promise, which OpenCombine's own protocol keeps only for classes with
        // `@Published` properties.
        final class Unpublished: ObservableObject {
            var count = 0
        }
        let object = Unpublished()
        #expect(object.objectWillChange === object.objectWillChange)
        #expect(object.objectWillChange !== Unpublished().objectWillChange)
        let published = ContentViewState()
        #expect(published.objectWillChange === published.objectWillChange)
        var sent = 0
        let subscription = published.objectWillChange.sink { sent += 1 }
        published.countUp()
        #expect(sent == 1, "@Published sends on the object's one publisher")
        subscription.cancel()
    }

    @Test func publishersOfObjectsThatAreGoneAreNotHandedToNewOnes() {
        final class Unpublished: ObservableObject {}
        var seen: [ObjectIdentifier: ObservableObjectPublisher] = [:]
        // Freed objects' addresses are reused: a new object must never get a dead one's
        // publisher, however many come and go.
        for _ in 0..<500 {
            let object = Unpublished()
            let publisher = object.objectWillChange
            if let earlier = seen[ObjectIdentifier(object)] { #expect(earlier !== publisher) }
            seen[ObjectIdentifier(object)] = publisher
        }
    }

    @Test func seed004ObservableBridgeRunsTheHolderOnEveryChange() {
        // What the bridge sends reaches subscribers (a holder's body also reads the
        // properties through Observation, which alone would run it).
        let bridged = BridgedStore()
        var sent = 0
        let subscription = bridged.objectWillChange.sink { sent += 1 }
        bridged.age = 1
        bridged.name = "x"
        #expect(sent == 2)
        subscription.cancel()
        let store = BridgedStore()
        let host = ViewHost(BridgedStoreView(store: store), width: 20, height: 2)
        host.renderFrame()
        store.age = 41
        #expect(host.renderFrame().evaluatedNodes == ["BridgedStoreView"])
        #expect(host.buffer.lines[0] == " is 41")
        store.name = "Ann"
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Ann is 41")
    }

    @Test func seed002ToggleRunsTheListAndEveryRow() {
        let state = TodoListViewState()
        let host = ViewHost(TodoListView(state: state), width: 20, height: 8)
        host.renderFrame()
        state.todoItems[0].updateIsDone()
        let frame = host.renderFrame()
        #expect(frame.evaluatedNodes.first == "TodoListView")
        #expect(frame.evaluatedNodes.filter { $0.hasPrefix("TodoItemView") }.count == 7)
        #expect(host.buffer.lines[0] == "[x] aaa")
    }

    @Test func aBindingFromTheWrapperWritesTheObject() {
        let state = TodoListViewState()
        let host = ViewHost(TodoListView(state: state), width: 20, height: 8)
        host.renderFrame()
        ObservedObject(wrappedValue: state).projectedValue.todoItems[1].wrappedValue.isDone = true
        #expect(state.todoItems[1].isDone)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "[x] bbb")
    }

    @Test func seed004ChangingBRunsRootAndBOnly() {
        let store = Store()
        let host = ViewHost(Root(store: store), width: 20, height: 3)
        host.renderFrame()
        store.b = "world"
        #expect(host.renderFrame().evaluatedNodes == ["Root", "B"])
        store.a = 2
        #expect(host.renderFrame().evaluatedNodes == ["Root", "A"])
    }

    @Test func aStateObjectIsMadeOnceAndSurvivesItsParentRunning() {
        final class Made: ObservableObject {
            nonisolated(unsafe) static var count = 0
            @Published var value = 0
            init() { Made.count += 1 }
        }
        struct Child: View {
            @StateObject var made = Made()
            var body: some View { Text("\(made.value)") }
        }
        struct Parent: View {
            @ObservedObject var store: Store
            var body: some View {
                VStack(alignment: .leading) {
                    Text(store.b)
                    Child()
                }
            }
        }
        Made.count = 0
        let store = Store()
        let host = ViewHost(Parent(store: store), width: 20, height: 3)
        host.renderFrame()
        for name in ["x", "y", "z"] {
            store.b = name
            host.renderFrame()
        }
        #expect(Made.count == 1)
    }

    @Test func anEnvironmentObjectRunsOnlyItsReaders() {
        struct Reader: View {
            @EnvironmentObject var store: Store
            var body: some View { Text(store.b) }
        }
        struct Plain: View {
            var body: some View { Text("plain") }
        }
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Plain()
                    Reader()
                }
            }
        }
        let store = Store()
        let host = ViewHost(Screen().environmentObject(store), width: 20, height: 3)
        host.renderFrame()
        store.b = "changed"
        #expect(host.renderFrame().evaluatedNodes == ["Reader"])
        #expect(host.buffer.lines[1] == "changed")
    }

    @Test func aNewObjectReplacesTheOldOnesSubscription() {
        struct Holder: View {
            @ObservedObject var store: Store
            var body: some View { Text(store.b) }
        }
        struct Switcher: View {
            @ObservedObject var choice: ManualState
            let first: Store
            let second: Store
            var body: some View { Holder(store: choice.count == 0 ? first : second) }
        }
        let (first, second, choice) = (Store(), Store(), ManualState())
        let host = ViewHost(Switcher(choice: choice, first: first, second: second), width: 20, height: 2)
        host.renderFrame()
        choice.countUp()
        #expect(host.renderFrame().evaluatedNodes == ["Switcher", "Holder"])
        first.b = "old object"
        #expect(!host.needsFrame)
        second.b = "new object"
        #expect(host.renderFrame().evaluatedNodes == ["Holder"])
    }

    @Test func aRemovedViewIsNoLongerSubscribed() {
        struct Holder: View {
            @ObservedObject var store: Store
            var body: some View { Text(store.b) }
        }
        struct Toggled: View {
            @ObservedObject var choice: ManualState
            let store: Store
            var body: some View {
                if choice.count == 0 { Holder(store: store) }
            }
        }
        let (store, choice) = (Store(), ManualState())
        let host = ViewHost(Toggled(choice: choice, store: store), width: 20, height: 2)
        host.renderFrame()
        choice.countUp()
        host.renderFrame()
        store.b = "gone"
        #expect(!host.needsFrame)
    }
}
