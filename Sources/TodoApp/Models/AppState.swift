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
