import TrackingCore

/// How an explicit id shows in node identities: an object's tracking label (so
/// `TodoItemView#aaa` for the item labelled "aaa"), else the id itself.
enum IdentityLabel {
    static func of<Element, ID>(_ element: Element, id: ID) -> String {
        if let labeled = element as? any TrackingLabeled {
            return withoutTracking { labeled.trackingLabel }
        }
        return String(describing: id)
    }
}
