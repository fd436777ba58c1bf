import TrackingCore

/// One task: a title and whether it is done.
@Trackable
public final class TodoItem: Identifiable, TrackingLabeled {
    public let id: Int
    public var title: String
    public var isDone: Bool

    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    /// Logs and identities name an item by its title: `TodoItem(aaa).isDone`.
    public var trackingLabel: String { title }
}
