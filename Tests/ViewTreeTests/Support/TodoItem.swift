import TrackingCore

/// Seed 002's item, as a tracked class.
@Trackable
final class TodoItem: TrackingLabeled, Identifiable {
    let id: Int
    var title: String
    var isDone: Bool

    init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    var trackingLabel: String { title }
}
