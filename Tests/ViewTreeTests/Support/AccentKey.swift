import ViewTree

/// A custom environment value with a default.
struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}
