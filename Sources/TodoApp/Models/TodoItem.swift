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
    /// The line the item was read from, to write it back unchanged while it is unchanged.
    @TrackingIgnored public var source: TodoTxtLine?
    /// That line's task, parsed once, to tell whether the item changed since.
    @TrackingIgnored private var sourceTask: TodoTxtTask?
    /// Blank lines that stood before the item in its file.
    @TrackingIgnored public var linesBefore: [TodoTxtLine] = []
    /// Its list's publisher once the item is in a list (see ``TodoList``).
    @TrackingIgnored public internal(set) var objectWillChange = ObservableObjectPublisher()

    /// An item that is not backed by a file line yet: its line is made from these parts.
    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    /// An item for a task read from a file.
    public convenience init(id: Int, task: TodoTxtTask, source: TodoTxtLine?) {
        self.init(id: id, title: task.description, isDone: task.isDone)
        priority = task.priority
        completionDate = task.completionDate
        creationDate = task.creationDate
        self.source = source
        sourceTask = source == nil ? nil : task
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

    /// The text of its line in a file: exactly as read while the task is unchanged.
    var fileText: String {
        if let source, let sourceTask, sourceTask == task { return source.text }
        return task.line
    }
}
