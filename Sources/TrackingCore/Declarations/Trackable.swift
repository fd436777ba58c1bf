/// Marks a class whose stored properties report their reads and writes to a
/// ``TrackingRegistrar``.
///
/// `@Trackable` adds the conformance; the protocol has no requirements of its own, in the
/// same way `Sendable` has none. Code can use it as a constraint (`some Trackable`).
public protocol Trackable: AnyObject {}
