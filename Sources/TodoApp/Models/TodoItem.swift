import TrackingCore
import ViewTree

/// One task: its title (the todo.txt description, tokens included), whether it is done, its
/// priority and dates.
///
/// Also an `ObservableObject` for the coarse screens: it sends its list's `objectWillChange`
/// before each change, as an item kept in a `@Published` array would.
@Trackable
public final class TodoItem: Identifiable, TrackingLabeled, ObservableObject {
    /// Its number in this run, stable while it lives (not saved).
    public let id: Int
    /// The description, as the item screen edits it.
    public var title: String
    /// Whether it is done (`x ` in todo.txt).
    public var isDone: Bool
    /// Its priority letter, `A` to `Z`, or nil.
    public var priority: Character?
    /// When it was done (`YYYY-MM-DD`), if the line says.
    public var completionDate: String?
    /// When it was created (`YYYY-MM-DD`), if the line says.
    public var creationDate: String?
    /// Its list's publisher once the item is in a list (see ``TodoList``).
    @TrackingIgnored public internal(set) var objectWillChange: ObservableObjectPublisher

    /// An item that is not backed by a file line yet: its line is made from these parts.
    /// `publisher` is its list's, when the list is known (see ``TodoList``).
    public convenience init(
        id: Int, title: String, isDone: Bool = false, publisher: ObservableObjectPublisher = ObservableObjectPublisher()
    ) {
        self.init(id: id, task: TodoTxtTask(isDone: isDone, description: title), publisher: publisher)
    }

    /// An item for a task read from a file.
    public init(id: Int, task: TodoTxtTask, publisher: ObservableObjectPublisher = ObservableObjectPublisher()) {
        self.id = id
        title = task.description
        isDone = task.isDone
        priority = task.priority
        completionDate = task.completionDate
        creationDate = task.creationDate
        objectWillChange = publisher
    }

    /// Logs and identities name an item by its title: `TodoItem(aaa).isDone`.
    public var trackingLabel: String { title }

    /// The item as a todo.txt task.
    public var task: TodoTxtTask {
        TodoTxtTask(
            isDone: isDone, completionDate: completionDate, priority: priority, creationDate: creationDate,
            description: title)
    }

    /// Marks the item done on `date` (`YYYY-MM-DD`), or not done, as todo.sh does: done drops
    /// the priority and writes `x` and the date first; not done removes those two.
    public func setDone(_ done: Bool, on date: String) {
        isDone = done
        completionDate = done ? date : nil
        if done { priority = nil }
    }
}
