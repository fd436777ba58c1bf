/// Makes every stored `var` of a class tracked: a read inside ``withTracking(_:onChange:)``
/// (or any other tracking scope) is recorded, and a write notifies the trackings that read it.
///
/// `let` properties, `static` properties, computed properties and properties marked
/// ``TrackingIgnored()`` are left alone. The class gets a ``TrackingRegistrar`` and conforms
/// to ``Trackable``. Applying the macro to a struct, enum or actor is a compile error.
///
/// A class that also declares `ObservableObject` sends `objectWillChange` before each change
/// of a tracked property (an equal value sends nothing), so one model serves views that read
/// it property by property and views that hold it with `@ObservedObject`. The macro adds
/// `let objectWillChange = ObservableObjectPublisher()` unless the class declares its own.
@attached(
    member,
    names: named(_$trackingRegistrar), named(access), named(withMutation),
    named(_$trackingName), named(_$trackingNames), named(_$computedPropertyName), named(objectWillChange))
@attached(memberAttribute)
@attached(extension, conformances: Trackable)
public macro Trackable() = #externalMacro(module: "TrackingMacros", type: "TrackableMacro")

/// Turns one stored property into a tracked one. ``Trackable()`` adds it to each eligible
/// property with the property's index (and `publishes` in an `ObservableObject`, to send
/// `objectWillChange` first); it is not meant to be written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro _TrackedProperty(_ index: Int, publishes: Bool = false) =
    #externalMacro(module: "TrackingMacros", type: "TrackedPropertyMacro")

/// Excludes a stored property of a ``Trackable()`` class from tracking: reads are not
/// recorded and writes notify nobody.
@attached(peer)
public macro TrackingIgnored() = #externalMacro(module: "TrackingMacros", type: "TrackingIgnoredMacro")

/// Marks a class whose stored properties report their reads and writes to a
/// ``TrackingRegistrar``.
///
/// `@Trackable` adds the conformance; the protocol has no requirements of its own, in the
/// same way `Sendable` has none. Code can use it as a constraint (`some Trackable`).
public protocol Trackable: AnyObject {}
