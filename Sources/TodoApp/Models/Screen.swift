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
