import TrackingCore
import ViewTree

/// Navigation state the views read: the page shown and the list's query.
/// An `ObservableObject` too, for the coarse views.
@Trackable
public final class AppState: ObservableObject {
    /// What the main area shows.
    public var page: Page = .list
    /// The filter and sort of the list.
    public var query = ItemQuery()
    /// Whether the projects and contexts show beside the list.
    public var showsSidebar = false
    /// The command being typed on the `:` line.
    public var command = ""
    /// The item that `a` just added, removed again if left with an empty title.
    @TrackingIgnored public var addedItem: TodoItem?

    /// The list page, no filter, the file's order.
    public init() {}
}

/// What the main area shows.
public enum Page: Equatable {
    case list
    /// The list, with typing going to the filter.
    case filtering
    /// The list, with typing going to the `:` command line.
    case command
    /// One item, its title being edited.
    case item(TodoItem)
    case help
    /// The conflicts of a change made elsewhere, one at a time, until each has a choice.
    case merge(MergeReview)

    /// Pages are equal when they show the same thing; item pages when they show the same item object.
    public static func == (lhs: Page, rhs: Page) -> Bool {
        switch (lhs, rhs) {
        case (.list, .list), (.help, .help), (.filtering, .filtering), (.command, .command): true
        case (.item(let left), .item(let right)): left === right
        case (.merge(let left), .merge(let right)): left === right
        default: false
        }
    }
}
