import TrackingCore

/// A todo item that names itself in change explanations.
@Trackable
final class Item: TrackingLabeled, @unchecked Sendable {
    var title: String
    var isDone = false

    init(_ title: String) {
        self.title = title
    }

    var trackingLabel: String { title }
}
