import TrackingCore

/// The benchmark's todo item.
@Trackable
final class BenchItem: Identifiable, TrackingLabeled {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }

    var trackingLabel: String { title }
}
