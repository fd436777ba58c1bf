/// A tracked object that can name itself in change explanations.
public protocol TrackingLabeled: AnyObject {
    /// A short human-readable label, such as an item's title.
    var trackingLabel: String { get }
}
