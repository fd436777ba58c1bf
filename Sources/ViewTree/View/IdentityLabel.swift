import TrackingCore

/// How an explicit id shows in node identities: an object's tracking label, read when
/// asked (so `TodoItemView#aaa` for the item labelled "aaa", and the new title after a
/// rename), else the id itself.
struct IdentityLabel {
    private let fixed: String
    private weak var object: (any TrackingLabeled)?

    init<Element, ID>(_ element: Element, id: ID) {
        if let labeled = element as? any TrackingLabeled {
            object = labeled
            fixed = withoutTracking { labeled.trackingLabel }
        } else {
            fixed = String(describing: id)
        }
    }

    /// The label as it was made: cheap to compare, for telling siblings apart.
    var original: String { fixed }

    /// The label now.
    var text: String {
        guard let object else { return fixed }
        return withoutTracking { object.trackingLabel }
    }
}
