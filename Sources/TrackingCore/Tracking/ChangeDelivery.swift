/// When a tracking's `onChange` runs relative to the mutation that fired it.
public enum ChangeDelivery: Sendable {
    /// Before the new value is stored, as Observation's `withObservationTracking` does.
    case willSet
    /// After the new value is stored, so `onChange` can read it.
    case didSet
}
