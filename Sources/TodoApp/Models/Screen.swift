/// What the main area shows.
public enum Screen: Equatable {
    case list
    /// One item, its title being edited.
    case item(TodoItem)
    case help

    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        switch (lhs, rhs) {
        case (.list, .list), (.help, .help): true
        case (.item(let left), .item(let right)): left === right
        default: false
        }
    }
}
