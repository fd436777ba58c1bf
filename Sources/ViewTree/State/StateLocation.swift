import TrackingCore

/// Where one `@State` value lives. Reads and writes are tracked like a model's, so a body
/// that reads the state runs again when it changes.
///
/// Every new view value makes a location holding the initial value; a node that appears keeps
/// a fresh one of its own, made from that initial value, and points the values it is given at
/// it, so the state survives its view's re-creation and starts again when the view is removed
/// and put back, even as the same value (a destination built before the link is followed).
@Trackable
final class StateLocation<Value>: AnyStateLocation, TrackingLabeled {
    var value: Value
    @TrackingIgnored private var target: StateLocation<Value>?
    @TrackingIgnored private var name = "state"
    /// The value the view was made with: what a new node's state starts at.
    @TrackingIgnored private(set) var initialValue: Value

    init(_ value: Value) {
        self.value = value
        initialValue = value
    }

    /// The location that really holds the value.
    var resolved: StateLocation<Value> { target ?? self }

    func redirect(to location: StateLocation<Value>) {
        target = location === self ? nil : location
    }

    func setName(_ name: String) {
        self.name = name
    }

    var trackingLabel: String { name }
}

/// The storage of one `@State`, whatever its value type.
class AnyStateLocation {}
