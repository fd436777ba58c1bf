import TrackingCore
import ViewTree

/// Navigation state the views read: the screen shown and the text cursor of the title field.
/// An `ObservableObject` too, for the coarse screens.
@Trackable
public final class AppState: ObservableObject {
    /// What the main area shows.
    public var screen: Screen = .list
    /// The filter and sort of the list.
    public var query = ItemQuery()
    /// Where typing goes in the title field, in characters from the start.
    public var cursor = 0
    /// The item that `a` just added, removed again if left with an empty title.
    @TrackingIgnored public var addedItem: TodoItem?

    /// The list screen, no filter, the file's order.
    public init() {}
}
