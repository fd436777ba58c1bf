import TrackingCore

/// A model that feeds an environment value.
@Trackable
final class Settings {
    var accent = "red"
}
