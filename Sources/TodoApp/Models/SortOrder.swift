/// The order rows are shown in; the file keeps its own order whatever is shown.
public enum SortOrder: Equatable, Sendable {
    case file
    /// (A) first, then (B)..(Z), then no priority; file order among equals.
    case priority
    /// Earliest `due:` first, then no due date; file order among equals.
    case dueDate

    var next: SortOrder {
        switch self {
        case .file: .priority
        case .priority: .dueDate
        case .dueDate: .file
        }
    }

    var label: String {
        switch self {
        case .file: "file order"
        case .priority: "by priority"
        case .dueDate: "by due date"
        }
    }
}
