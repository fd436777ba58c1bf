import TrackingCore
import ViewTree

/// The benchmark's list for the coarse views, made as the app's: `@Trackable` classes that are
/// also `ObservableObject`s, the items sending their list's `objectWillChange`.
@Trackable
final class HeldBenchList: ObservableObject {
    var items: [HeldBenchItem]
    var selection = 0

    init(count: Int) {
        items = (0..<count).map(HeldBenchItem.init(id:))
        for item in items { item.objectWillChange = objectWillChange }
    }
}

@Trackable
final class HeldBenchItem: Identifiable, TrackingLabeled, ObservableObject {
    let id: Int
    var title: String
    var isDone = false
    @TrackingIgnored var objectWillChange = ObservableObjectPublisher()

    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }

    var trackingLabel: String { title }
}
