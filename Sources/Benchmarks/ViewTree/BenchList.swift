import TrackingCore
import ViewTree

/// The benchmark's list: items and the selected index. Its items send its `objectWillChange`,
/// as the app's do.
@Trackable
final class BenchList: ObservableObject {
    var items: [BenchItem]
    var selection = 0

    init(count: Int) {
        items = (0..<count).map(BenchItem.init(id:))
        for item in items { item.objectWillChange = objectWillChange }
    }
}
