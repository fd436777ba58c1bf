import Dispatch
import Synchronization
import ViewTree

/// Keeps a list and its todo.txt file in step, off the key path: the items come from the
/// file, and every change goes back to it through a save queue of its own.
///
/// A save takes the list's ``LineChange``s (O(changed), on the caller's thread) and returns.
/// On the queue the file's ``TodoDocument`` follows them and the file is written, atomically,
/// once the list has been left alone for ``quietTime`` (at most ``longestWait`` after the
/// first change): keys in a row (Space held, a quick run of ticks) make one save, written
/// after the frames they drew rather than beside them, so a million-line file's save does not
/// compete with the next key for the processor. Anything that reads the file or the document
/// on the queue, quitting included, writes what waits first.
public final class TodoStorage: @unchecked Sendable {
    // Unchecked: `file`'s writes and `document` are used on `queue` only (`makeList` and
    // `reload` hand theirs over through it); the rest is behind `shared`'s lock.

    /// What the saves came to so far.
    public struct Outcome: Equatable, Sendable {
        /// Set when the file changed on disk: saves stop until one overwrites it.
        public var hasConflict = false
        /// Whether changes are not in the file: the last save failed or was stopped.
        public var hasUnsavedChanges = false
        /// Why the last save that tried to write failed; nil once one succeeds or finds a
        /// conflict.
        public var failure: String?
        /// How many saves failed, so each failure is told once.
        public var failures = 0
        /// How many saves ran (written, or stopped by a conflict).
        public var saves = 0
    }

    private struct Shared {
        var pending: [LineChange] = []
        var overwrites = false
        var isScheduled = false
        var isRunning = false
        /// When the first and the last change waiting to be written came (uptime, ns).
        var firstChange: UInt64 = 0
        var lastChange: UInt64 = 0
        var outcome = Outcome()
        var onSave: (@Sendable () -> Void)?
    }

    /// The file the list is read from and saved to.
    public let file: TodoFile
    // Internal, not private: the archive (TodoArchive.swift) and the merge
    // (TodoStorage+Merge.swift) work on the queue too.
    var document = TodoDocument()
    /// The document as the file last held it from this todo-tui (read or written): the
    /// version a merge starts from. A copy of a value, so keeping it costs nothing until the
    /// document changes.
    var base = TodoDocument()
    let queue = DispatchQueue(label: "todo-tui.save")
    private let shared = Mutex(Shared())

    /// Where `:archive` puts done tasks, when not the default (see ``donePath``).
    let configuredDonePath: String?

    /// Opens the file at `path` (see ``TodoFile``) and reads its items; `donePath` is where
    /// todo.sh's configuration puts done tasks, when it says.
    public init(path: String, donePath: String? = nil) throws(TodoFileError) {
        file = try TodoFile(path: path)
        configuredDonePath = donePath
    }

    /// The list of the file's items; from now on it records its line changes for the saves.
    public func makeList() -> TodoList {
        let publisher = ObservableObjectPublisher()
        let parsed = TodoDocument.parse(file.contents, publisher: publisher)
        queue.sync {
            document = parsed.document
            base = document
        }
        let list = TodoList(items: parsed.items, publisher: publisher)
        list.recordsLineChanges = true
        return list
    }

    /// What the saves came to so far.
    public var outcome: Outcome { shared.withLock { $0.outcome } }

    /// Whether a save is queued or being written. Reading the disk for changes from
    /// elsewhere waits for it, so the run loop looks only once it is done (it wakes then).
    public var isSaving: Bool { shared.withLock { $0.isScheduled || $0.isRunning } }

    /// Called on the save queue after each save, to wake the run loop.
    public func setSaveHandler(_ handler: (@Sendable () -> Void)?) {
        shared.withLock { $0.onSave = handler }
    }

    /// Queues a save of `list`'s changes since the last one and returns at once. With
    /// `overwritingChanges` the file is written even when another program changed it, and
    /// even without a change (see ``TodoFile/save(_:overwritingChanges:)``).
    public func save(_ list: TodoList, overwritingChanges: Bool = false) {
        let changes = list.takeLineChanges()
        guard !changes.isEmpty || overwritingChanges else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let schedules = shared.withLock { shared in
            shared.pending += changes
            shared.overwrites = shared.overwrites || overwritingChanges
            shared.lastChange = now
            defer { shared.isScheduled = true }
            if !shared.isScheduled { shared.firstChange = now }
            return !shared.isScheduled
        }
        if schedules { saveWhenQuiet(in: Self.quietTime) }
    }

    /// How long the list must be left alone before its changes are written.
    public static let quietTime: Duration = .milliseconds(50)
    /// The longest changes wait to be written, however many keys keep coming.
    public static let longestWait: Duration = .seconds(1)

    /// On the queue after `delay`: the save, if the list has been quiet since, or a new wait.
    private func saveWhenQuiet(in delay: Duration) {
        queue.asyncAfter(deadline: .now() + .nanoseconds(Int(Self.nanoseconds(delay)))) {
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = self.shared.withLock { shared -> UInt64? in
                guard shared.isScheduled else { return nil }
                let due = min(shared.lastChange + Self.quietNanoseconds, shared.firstChange + Self.longestNanoseconds)
                return due > now ? due - now : 0
            }
            guard let remaining else { return }
            if remaining > 0 { return self.saveWhenQuiet(in: .nanoseconds(remaining)) }
            self.runSave()
        }
    }

    private static let quietNanoseconds = nanoseconds(quietTime)
    private static let longestNanoseconds = nanoseconds(longestWait)

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        UInt64(max(0, duration.components.seconds)) * 1_000_000_000
            + UInt64(max(0, duration.components.attoseconds) / 1_000_000_000)
    }

    /// Runs `body` on the queue once what waits to be written is written.
    func onQueue<Value>(_ body: () -> Value) -> Value {
        queue.sync {
            if shared.withLock({ $0.isScheduled }) { runSave() }
            return body()
        }
    }

    /// Nothing waits to be saved any more, and no conflict: the file holds the document (a
    /// merge wrote or read it).
    func clearConflict() {
        shared.withLock { shared in
            shared.outcome.hasConflict = false
            shared.outcome.hasUnsavedChanges = false
            shared.outcome.failure = nil
        }
    }

    /// Returns when every save queued before has finished.
    public func waitForSaves() {
        onQueue {}
    }

    /// Ends the file's use: waits for the saves queued, then lets another todo-tui open it.
    public func close() {
        onQueue { file.unlock() }
    }

    /// Reads the file again and puts its items in `list`, dropping changes not saved; waits
    /// for the saves queued before.
    public func reload(into list: TodoList) throws(TodoFileError) {
        let contents = try onQueue { Result { () throws(TodoFileError) in try file.reload() } }.get()
        replaceItems(of: list, with: contents)
    }

    /// Puts the file's items, as opened, in `list` in place of its own (`:open` reads another
    /// file into the list the views show); from now on the list records its line changes.
    public func load(into list: TodoList) {
        replaceItems(of: list, with: file.contents)
        list.recordsLineChanges = true
    }

    /// `list`'s items become those of `contents`, with ids after the list's own, so no view
    /// takes a new item for an old one.
    private func replaceItems(of list: TodoList, with contents: String) {
        let parsed = TodoDocument.parse(contents, firstID: list.nextID, publisher: list.objectWillChange)
        onQueue {
            document = parsed.document
            base = document
            shared.withLock { $0.outcome = Outcome(failures: $0.outcome.failures, saves: $0.outcome.saves) }
        }
        list.replaceItems(parsed.items)
    }

    /// One save, on the queue: every change queued so far into the document, then the file.
    private func runSave() {
        let (changes, overwrites, before) = shared.withLock { shared in
            defer {
                shared.pending = []
                shared.overwrites = false
                shared.isScheduled = false
                shared.isRunning = true
            }
            return (shared.pending, shared.overwrites, shared.outcome)
        }
        for change in changes { document.apply(change) }
        var outcome = before
        outcome.saves += 1
        outcome.hasUnsavedChanges = true
        if !before.hasConflict || overwrites {
            do throws(TodoFileError) {
                try file.save(overwritingChanges: overwrites) { (write) throws(TodoFileError) in
                    try document.render(into: write)
                }
                outcome.hasConflict = false
                outcome.hasUnsavedChanges = false
                outcome.failure = nil
                base = document
            } catch .changedOnDisk {
                outcome.hasConflict = true
                outcome.failure = nil
            } catch {
                outcome.failure = "\(error)"
                outcome.failures += 1
            }
        }
        let handler = shared.withLock { shared in
            shared.outcome = outcome
            shared.isRunning = false
            return shared.onSave
        }
        handler?()
    }
}
