/// One value set in the environment, with a way to tell whether a later one is the same.
struct EnvironmentEntry {
    let value: Any
    let name: String

    /// Same value by `==`, same object by identity; other values always count as changed.
    func isSame(as other: EnvironmentEntry) -> Bool {
        ValueEquality.equal(value, other.value) ?? false
    }
}
