import TrackingCore

/// Navigation state the views read: the screen shown and the text cursor of the title field.
@Trackable
public final class AppState {
    public var screen: Screen = .list
    /// The filter and sort of the list.
    public var query = ItemQuery()
    /// Where typing goes in the title field, in characters from the start.
    public var cursor = 0
    /// The item that `a` just added, removed again if left with an empty title.
    @TrackingIgnored public var addedItem: TodoItem?

    public init() {}
}
