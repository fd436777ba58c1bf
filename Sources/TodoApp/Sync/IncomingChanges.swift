/// What the other program changed, in tasks: the notice says it
/// (`2 tasks changed in todo.txt elsewhere: 1 added, 1 done`).
public struct IncomingChanges: Equatable, Sendable {
    /// Tasks it added.
    public var added = 0
    /// Tasks it removed.
    public var removed = 0
    /// Tasks it ticked done.
    public var done = 0
    /// Tasks it made open again.
    public var reopened = 0
    /// Tasks it edited otherwise.
    public var edited = 0

    /// How many tasks changed.
    public var total: Int { added + removed + done + reopened + edited }

    /// Counts the tasks of a stretch that went from `old` lines to `new` ones: lines edited in
    /// place where both have one, added or removed past that. Blank lines are not tasks.
    mutating func count(from old: ArraySlice<LineMerge.Line>, to new: ArraySlice<LineMerge.Line>) {
        let old = old.map(\.text).filter(Self.holdsTask)
        let new = new.map(\.text).filter(Self.holdsTask)
        for (before, after) in zip(old, new) where !before.utf8.elementsEqual(after.utf8) {
            let (wasDone, isDone) = (before.utf8.starts(with: "x ".utf8), after.utf8.starts(with: "x ".utf8))
            if !wasDone && isDone {
                done += 1
            } else if wasDone && !isDone {
                reopened += 1
            } else {
                edited += 1
            }
        }
        added += max(0, new.count - old.count)
        removed += max(0, old.count - new.count)
    }

    private static func holdsTask(_ line: Substring) -> Bool {
        TodoTxtLine.holdsTask(line.trimmingLineEnding)
    }

    /// `1 added, 1 done`.
    public var summary: String {
        [(added, "added"), (removed, "removed"), (done, "done"), (reopened, "reopened"), (edited, "edited")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}
