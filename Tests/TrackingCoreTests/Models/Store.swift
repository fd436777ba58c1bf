import TrackingCore

/// Seed 004's store: three counters, a computed name and a custom init.
@Trackable
final class Store: @unchecked Sendable {
    var a = 10
    var b = 20
    var c = 20
    var firstName: String = "Yang"
    var lastName: String = "Xu"
    var fullName: String { firstName + " " + lastName }
    @TrackingIgnored var count: Int = 0

    init() {}

    init(firstName: String, lastName: String, count: Int) {
        self.firstName = firstName
        self.lastName = lastName
        self.count = count
    }
}
