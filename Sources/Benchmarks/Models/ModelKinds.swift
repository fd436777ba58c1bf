import Observation
import TrackingCore
import ViewTree

// The same list of items as four kinds of model, each shown by the views a SwiftUI developer
// would write for it. Each row shows `[x] title`.

/// `@Observable` (the toolchain's Observation): rows read their item.
@Observable final class ObservedItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

@Observable final class ObservedItems {
    var items: [ObservedItem]
    init(count: Int) { items = (0..<count).map(ObservedItem.init(id:)) }
}

struct ObservedListView: View {
    let list: ObservedItems
    var body: some View {
        List(list.items) { item in ObservedRowView(item: item) }
    }
}

struct ObservedRowView: View {
    let item: ObservedItem
    var body: some View { Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)") }
}

/// `ObservableObject` with `@Published`: rows hold their item with `@ObservedObject`.
final class PublishedItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isDone = false
    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

final class PublishedItems: ObservableObject {
    @Published var items: [PublishedItem]
    init(count: Int) { items = (0..<count).map(PublishedItem.init(id:)) }
}

struct PublishedListView: View {
    @ObservedObject var list: PublishedItems
    var body: some View {
        List(list.items) { item in PublishedRowView(item: item) }
    }
}

struct PublishedRowView: View {
    @ObservedObject var item: PublishedItem
    var body: some View { Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)") }
}

/// `@TrackableState` structs in a `@Trackable` store: rows read their element through it.
@TrackableState struct StateItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

@Trackable final class StateItems {
    var items: [StateItem]
    init(count: Int) { items = (0..<count).map { StateItem(id: $0, title: "item \($0)") } }
}

struct StateListView: View {
    let store: StateItems
    var body: some View {
        List(Array(store.items.indices), id: \.self) { index in StateRowView(store: store, index: index) }
    }
}

struct StateRowView: View {
    let store: StateItems
    let index: Int
    var body: some View {
        let item = store.items[index]
        Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)")
    }
}

/// `@Trackable` (TrackingCore): rows read their item.
@Trackable final class TrackedItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

@Trackable final class TrackedItems {
    var items: [TrackedItem]
    init(count: Int) { items = (0..<count).map(TrackedItem.init(id:)) }
}

struct TrackedListView: View {
    let list: TrackedItems
    var body: some View {
        List(list.items) { item in TrackedRowView(item: item) }
    }
}

struct TrackedRowView: View {
    let item: TrackedItem
    var body: some View { Text("\(item.isDone ? "[x]" : "[ ]") \(item.title)") }
}
