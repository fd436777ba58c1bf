/// Marks values that give access to shared, mutable storage (bindings, bindable objects):
/// coarse mode cannot compare them and re-runs views that take them, as SwiftUI does.
protocol ReferenceHolding {}
