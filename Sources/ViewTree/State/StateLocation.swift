import TrackingCore

/// Where one `@State` value lives. Reads and writes are tracked like a model's, so a body
/// that reads the state runs again when it changes.
///
/// Every new view value makes a fresh location holding the initial value; the node keeps the
/// first one and points later ones at it, so the state survives its view's re-creation.
@Trackable
final class StateLocation<Value>: AnyStateLocation, TrackingLabeled {
    var value: Value
    @TrackingIgnored private var target: StateLocation<Value>?
    @TrackingIgnored private var name = "state"

    init(_ value: Value) {
        self.value = value
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
