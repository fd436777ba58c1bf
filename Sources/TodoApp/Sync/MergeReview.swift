import TrackingCore
import ViewTree

/// The conflicts of a merge while the user chooses, one at a time, what to keep of each:
/// this run's lines, the other program's, or both. Nothing is written until every conflict
/// has a choice (see ``TodoActions/review(_:)``).
@Trackable
public final class MergeReview: ObservableObject {
    /// The merge the conflicts come from.
    let change: TodoStorage.DiskChange
    /// The choices made so far, in the conflicts' order.
    public private(set) var choices: [LineMerge.Choice] = []

    init(_ change: TodoStorage.DiskChange) {
        self.change = change
    }

    /// The file's name, for the page's title.
    @TrackingIgnored var fileName = ""

    /// Every conflict.
    public var conflicts: [LineMerge.Conflict] { change.merge.conflicts }

    /// The conflict the page shows: the first without a choice; nil once all have one.
    public var current: LineMerge.Conflict? {
        choices.count < conflicts.count ? conflicts[choices.count] : nil
    }

    /// Keeps `choice` for the current conflict.
    func choose(_ choice: LineMerge.Choice) {
        guard current != nil else { return }
        choices.append(choice)
    }
}
