import Foundation
import Testing
import TrackingCore

/// `@TrackableState` structs: seed 001's examples (Observation cannot observe structs; TCA's
/// `@ObservableState` can), identity, nesting and arrays tracked per element.
@Suite struct StateStructTests {
    @TrackableState struct Engine {
        var name = "V8"
        var cylinders = 8
    }

    @TrackableState struct Car {
        var name = ""
        var engine = Engine()
    }

    @TrackableState struct Todo: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    @TrackableState struct AppState {
        var todos: [Todo] = (0..<5).map { Todo(id: $0, title: "todo \($0)") }
        var filter = ""

        mutating func reset() { self = AppState() }
    }

    /// A Codable state names its stored fields in its keys, as with `@Observable` classes (the
    /// macro keeps each value in `_name`); the identity is not part of the data.
    @TrackableState struct Settings: Codable {
        var theme = "dark"
        var fontSize = 12

        enum CodingKeys: String, CodingKey {
            case _theme = "theme"
            case _fontSize = "fontSize"
        }
    }

    @Trackable final class Store: @unchecked Sendable {
        var state = AppState()
        var car = Car()
    }

    /// Fires when something `read` read changes; records the change's description.
    static func track(_ read: () -> Void) -> Recorder<String> {
        let changes = Recorder<String>()
        _ = withCancellableTracking(read) { change in changes.record(change.description) }
        return changes
    }

    @Test func seed001TwoCarsTrackOnlyTheNamesRead() {
        var car1 = Car()
        var car2 = Car()
        let changes = Self.track {
            _ = car1.name
            _ = car2.name
        }
        car1.engine.name = "V6"
        #expect(changes.all.isEmpty)
        car2.name = "beetle"
        #expect(changes.all == ["Car.name"])
        car1.name = "mini"
        #expect(changes.all == ["Car.name"], "fires once, then is gone")
    }

    @Test func seed001ANestedStructChangeReachesOnlyTheReadersOfThatField() {
        // With Observation the whole `engine` counts as changed; here only `engine.name`.
        let store = Store()
        let nameReader = Self.track { _ = store.car.engine.name }
        let cylinderReader = Self.track { _ = store.car.engine.cylinders }
        let carNameReader = Self.track { _ = store.car.name }
        store.car.engine.name = "V12"
        #expect(nameReader.all == ["Engine.name"])
        #expect(cylinderReader.all.isEmpty)
        #expect(carNameReader.all.isEmpty)
    }

    @Test func anElementChangeReachesOnlyItsReaders() {
        let store = Store()
        let third = Self.track { _ = store.state.todos[3].isDone }
        let second = Self.track { _ = store.state.todos[2].isDone }
        let list = Self.track { _ = store.state.todos.count }
        store.state.todos[3].isDone.toggle()
        #expect(third.all == ["Todo.isDone"])
        #expect(second.all.isEmpty)
        #expect(list.all.isEmpty)
        #expect(store.state.todos[3].isDone)
    }

    @Test func elementsComingGoingOrReplacedReachTheArraysReaders() {
        let store = Store()
        let list = Self.track { _ = store.state.todos.count }
        store.state.todos.append(Todo(id: 9, title: "new"))
        #expect(list.all == ["AppState.todos"])
        let again = Self.track { _ = store.state.todos.map(\.id) }
        store.state.todos[0] = Todo(id: 0, title: "a different todo")
        #expect(again.all == ["AppState.todos"])
    }

    @Test func theSameValueAssignedBackNotifiesNobody() {
        let store = Store()
        let state = Self.track { _ = store.state }
        let title = Self.track { _ = store.state.todos[1].title }
        store.state = store.state
        let copy = store.state
        store.state = copy
        #expect(state.all.isEmpty)
        #expect(title.all.isEmpty)
    }

    @Test func aNewValueNotifiesTheHoldersReaders() {
        let store = Store()
        let title = Self.track { _ = store.state.todos[1].title }
        store.state = AppState()
        #expect(title.all == ["Store.state"])
    }

    @Test func aSnapshotPutBackNotifiesTheFieldsThatDiffer() {
        // Undo by snapshot: same identity, older fields. Their readers must learn it.
        let store = Store()
        let snapshot = store.state
        store.state.todos[1].title = "edited"
        store.state.filter = "x"
        let title = Self.track { _ = store.state.todos[1].title }
        let filter = Self.track { _ = store.state.filter }
        let other = Self.track { _ = store.state.todos[2].title }
        let holder = Self.track { _ = store.state.todos.count }
        store.state = snapshot
        #expect(title.all == ["Todo.title"])
        #expect(filter.all == ["AppState.filter"])
        #expect(other.all.isEmpty)
        #expect(holder.all.isEmpty)
        #expect(store.state.todos[1].title == "todo 1")
    }

    @Test func aMutatingMethodThatMakesANewValueNotifiesTheHolder() {
        let store = Store()
        let filter = Self.track { _ = store.state.filter }
        let count = Self.track { _ = store.state.todos.count }
        store.state.todos.removeAll()
        #expect(filter.all.isEmpty)
        #expect(count.all == ["AppState.todos"])
        store.state.reset()
        #expect(filter.all == ["Store.state"])
    }

    @Test func aCodableStateRoundTripsWithANewIdentity() throws {
        let settings = Settings(theme: "light", fontSize: 14)
        let data = try JSONEncoder().encode(settings)
        #expect(String(decoding: data, as: UTF8.self).contains("\"theme\":\"light\""))
        var decoded = try JSONDecoder().decode(Settings.self, from: data)
        #expect(decoded.theme == "light" && decoded.fontSize == 14)
        #expect(!decoded._$trackingState.isSameIdentity(as: settings._$trackingState))
        let changes = Self.track { _ = decoded.fontSize }
        decoded.fontSize = 16
        #expect(changes.all == ["Settings.fontSize"])
    }
}
