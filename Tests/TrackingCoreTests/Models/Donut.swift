import TrackingCore

/// Custom storage the macro cannot see, as in seed 003's manual observation.
final class NameStore: @unchecked Sendable {
    var name = "glazed"
}

/// Seed 003's manual pattern: a computed property reporting its own reads and writes.
@Trackable
final class Donut: @unchecked Sendable {
    var price = 2
    @TrackingIgnored let storage = NameStore()

    var name: String {
        get {
            access(keyPath: \.name)
            return storage.name
        }
        set {
            withMutation(keyPath: \.name) {
                storage.name = newValue
            }
        }
    }
}
