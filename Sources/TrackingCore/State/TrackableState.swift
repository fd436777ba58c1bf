/// A struct whose stored properties are tracked one by one, through whatever holds it (a
/// `@Trackable` class's property, another state struct, an array of them), in the spirit of
/// TCA's `@ObservableState`.
///
/// Each value carries an identity, made when it is created and shared by its copies. A holder
/// that is given a value with the same identity does not notify the readers of the holder's
/// property; the fields that differ notify their own readers instead. So
/// `store.state.todos[3].isDone.toggle()` runs the readers of that one `isDone`, and a struct
/// replaced by a copy of itself with no changed field notifies nobody. A value with a new
/// identity (`store.state = State()`) notifies the holder's readers, as any new value does.
public protocol TrackableState {
    /// The value's identity and the registrar its copies share. Written by the macro.
    var _$trackingState: StateRegistrar { get }

    /// Notifies the readers of each property that differs from `old`, a value of the same
    /// identity that this one replaced without its setters. Written by the macro.
    func _$trackingNotifyChanges(from old: Self)
}

/// Makes every stored `var` of a struct tracked, as ``Trackable()`` does for a class; see
/// ``TrackableState``. `@TrackingIgnored` opts one out; `let`s are left alone.
@attached(member, names: named(_$trackingState), named(_$trackingNotifyChanges), named(_$trackingNames))
@attached(memberAttribute)
@attached(extension, conformances: TrackableState)
public macro TrackableState() = #externalMacro(module: "TrackingMacros", type: "TrackableStateMacro")

/// Turns one stored property of a ``TrackableState()`` struct into a tracked one; added by the
/// macro, not meant to be written by hand.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro _TrackedStateProperty(_ index: Int) =
    #externalMacro(module: "TrackingMacros", type: "TrackedStatePropertyMacro")
