/// Which views the app shows: the same views, written in the two styles SwiftUI knows.
public enum InvalidationMode: Sendable, Equatable {
    /// Views take models as plain properties and read them property by property (TrackingCore,
    /// as Observation): a body runs only when something it read changed.
    case fine
    /// Views hold the models with `@ObservedObject` (``ObservableObjectViews``): any change of
    /// an object runs every view that holds it, as SwiftUI does with `ObservableObject`.
    case coarse
}
