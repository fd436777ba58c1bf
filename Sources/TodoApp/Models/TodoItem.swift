import TrackingCore
import ViewTree

/// One task: its title (the todo.txt description, tokens included), whether it is done, its
/// priority and dates.
///
/// Also an `ObservableObject` for the coarse views: it sends its list's `objectWillChange`
/// before each change, as an item kept in a `@Published` array would.
///
/// An item of a file's list is changed through its list (`setDone`, `setPriority`, `apply`),
/// which records the new line for the file's saves; a change made on the item directly shows
/// on screen but reaches the file only with the item's next change through the list.
@Trackable
public final class TodoItem: Identifiable, TrackingLabeled, ObservableObject {
    // The stored properties are in this order so the object is 72 bytes: a million items
    // cost 80 bytes each on the heap, their list's slot and short titles included.

    /// Its number in this run, stable while it lives (not saved).
    public let id: Int
    /// The description, as the item page edits it.
    public var title: String
    /// Its list's publisher once the item is in a list (see ``TodoList``).
    @TrackingIgnored public internal(set) var objectWillChange: ObservableObjectPublisher
    /// When it was done, if the line says.
    public var completionDate: CalendarDate?
    /// Whether it is done (`x ` in todo.txt).
    public var isDone: Bool
    /// Its priority letter, `A` to `Z`, or nil.
    public var priority: Priority?
    /// When it was created, if the line says.
    public var creationDate: CalendarDate?

    /// An item that is not backed by a file line yet: its line is made from these parts.
    /// `publisher` is its list's, when the list is known (see ``TodoList``).
    public init(
        id: Int, title: String, isDone: Bool = false, publisher: ObservableObjectPublisher = ObservableObjectPublisher()
    ) {
        self.id = id
        self.title = title
        self.isDone = isDone
        objectWillChange = publisher
    }

    /// An item for a task read from a file.
    public init(id: Int, task: TodoTxtTask, publisher: ObservableObjectPublisher = ObservableObjectPublisher()) {
        self.id = id
        title = task.description
        isDone = task.isDone
        priority = task.priority.flatMap(Priority.init)
        completionDate = task.completionDate.flatMap(CalendarDate.init)
        creationDate = task.creationDate.flatMap(CalendarDate.init)
        objectWillChange = publisher
    }

    /// Logs and identities name an item by its title: `TodoItem(aaa).isDone`.
    public var trackingLabel: String { title }

    /// The item as a todo.txt task.
    public var task: TodoTxtTask {
        TodoTxtTask(
            isDone: isDone, completionDate: completionDate?.description, priority: priority?.letter,
            creationDate: creationDate?.description, description: title)
    }

    /// Marks the item done on `date` (`YYYY-MM-DD`), or not done. Done writes `x` and the
    /// date first and keeps a priority as a `pri:A` tag at the end of the description (as the
    /// todo.txt format's text asks of clients that take the priority off done tasks); not done
    /// removes `x` and the date, and a `pri:` tag, from this client or another, becomes `(A)`
    /// again. So a tick taken back leaves the line as it was.
    public func setDone(_ done: Bool, on date: String) {
        isDone = done
        completionDate = done ? CalendarDate(date) : nil
        if done, let priority {
            // Added at the end, always: a `pri:` word already in the title is the user's and
            // stays as written (todo.sh keeps it too); unticking takes the last one back.
            title += (title.isEmpty || title.hasSuffix(" ") ? "" : " ") + Self.priorityKey + ":" + priority.description
            self.priority = nil
        } else if !done, let (tag, letter) = Self.priorityTag(in: title) {
            title.removeSubrange(tag)
            priority = letter
        }
    }

    /// The key of the tag a done task keeps its priority in.
    static let priorityKey = "pri"

    /// The last `pri:X` token of `description` with a letter `A` to `Z` (the one a tick
    /// added at the end), with one space beside it (the one before it when there is one), and
    /// its priority.
    static func priorityTag(in description: String) -> (Range<String.Index>, Priority)? {
        // Most titles have no `pri:`: one pass over their bytes, no words made (an untick at a
        // million items stays what a tick costs).
        guard mayHoldPriorityTag(description) else { return nil }
        let prefix = priorityKey + ":"
        guard
            let word = description.split(separator: " ").last(where: { word in
                word.hasPrefix(prefix) && word.count == prefix.count + 1
                    && Priority(word.last!) != nil
            }), let letter = Priority(word.last!)
        else { return nil }
        if word.startIndex > description.startIndex {
            return (description.index(before: word.startIndex)..<word.endIndex, letter)
        }
        if word.endIndex < description.endIndex, description[word.endIndex] == " " {
            return (word.startIndex..<description.index(after: word.endIndex), letter)
        }
        return (word.startIndex..<word.endIndex, letter)
    }

    private static let priorityTagBytes = Array("pri:".utf8)

    /// Whether `description`'s bytes hold `pri:` anywhere.
    private static func mayHoldPriorityTag(_ description: String) -> Bool {
        var matched = 0
        let key = priorityTagBytes
        for byte in description.utf8 {
            matched = byte == key[matched] ? matched + 1 : (byte == key[0] ? 1 : 0)
            if matched == key.count { return true }
        }
        return false
    }
}
