import TrackingCore
import ViewTree

/// Navigation state the views read: the screen shown and the list's query.
/// An `ObservableObject` too, for the coarse screens.
@Trackable
public final class AppState: ObservableObject {
    /// What the main area shows.
    public var screen: Screen = .list
    /// The filter and sort of the list.
    public var query = ItemQuery()
    /// The item that `a` just added, removed again if left with an empty title.
    @TrackingIgnored public var addedItem: TodoItem?

    /// The list screen, no filter, the file's order.
    public init() {}
}

/// What the main area shows.
public enum Screen: Equatable {
    case list
    /// The list, with typing going to the filter.
    case filtering
    /// One item, its title being edited.
    case item(TodoItem)
    case help

    /// Screens are equal when they show the same thing; item screens when they show the same item object.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        switch (lhs, rhs) {
        case (.list, .list), (.help, .help), (.filtering, .filtering): true
        case (.item(let left), .item(let right)): left === right
        default: false
        }
    }
}
