import TrackingCore

/// How an explicit id shows in node identities: an object's tracking label, read when
/// asked (so `TodoItemView#aaa` for the item labelled "aaa", and the new title after a
/// rename), else the id itself, described only when asked: a `ForEach` makes a label for each
/// element each time it runs, and describing a generic id goes through the runtime's
/// reflection.
struct IdentityLabel {
    /// What tells siblings of one view type apart: an object's label as it was made, else
    /// the id.
    enum Original: Equatable {
        case label(String)
        case id(AnyHashable)
    }

    /// The label as it was made: cheap to compare, for telling siblings apart.
    let original: Original
    private weak var object: (any TrackingLabeled)?

    init<Element>(_ element: Element, id: AnyHashable) {
        if let labeled = element as? any TrackingLabeled {
            object = labeled
            original = .label(withoutTracking { labeled.trackingLabel })
        } else {
            original = .id(id)
        }
    }

    /// The label now.
    var text: String {
        if let object { return withoutTracking { object.trackingLabel } }
        switch original {
        case .label(let label): return label
        case .id(let id): return String(describing: id.base)
        }
    }
}
