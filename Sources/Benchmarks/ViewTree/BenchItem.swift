import TrackingCore
import ViewTree

/// The benchmark's todo item; as the app's, it sends its list's `objectWillChange` too.
@Trackable
final class BenchItem: Identifiable, TrackingLabeled, ObservableObject {
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
