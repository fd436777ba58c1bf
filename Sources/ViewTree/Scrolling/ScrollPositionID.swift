/// What ``View/scrollPosition(id:anchor:)`` binds for the scroll views inside: the id of the
/// view at the top of the window, read to scroll there and written as the window moves.
struct ScrollPositionBinding {
    private let binding: any IDBinding
    let anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        self.binding = TypedIDBinding(binding: binding)
        self.anchor = anchor
    }

    /// The bound id.
    func read() -> AnyHashable? { binding.read() }

    /// Sets the bound id (an id of another type sets nil, as no view has it).
    func write(_ id: AnyHashable?) { binding.write(id) }
}

/// A scroll view's side of a bound position: the binding around it, and the id it last
/// wrote there or scrolled to, so that neither its own writes nor an unchanged value scroll it.
struct BoundScrollPosition {
    var binding: ScrollPositionBinding?
    private var reportedID: AnyHashable?

    /// Where the view with the bound id goes in the window: the top, or the binding's anchor.
    var anchor: UnitPoint { binding?.anchor ?? .top }

    /// The id to scroll to now, when the bound one changed from outside. Read in a body, so
    /// that a change to the bound value runs it again.
    @MainActor mutating func takeWantedID() -> AnyHashable? {
        guard let wanted = binding?.read(), wanted != reportedID else { return nil }
        reportedID = wanted
        return wanted
    }

    /// Hands `top`, the id now at the top of the window, to the binding once this frame's
    /// layout is done (the views that read it run in the same frame), when it is new.
    @MainActor mutating func report(_ top: AnyHashable?, on host: ViewHost) {
        guard let binding, let top, top != reportedID else { return }
        reportedID = top
        host.handUp { binding.write(top) }
    }
}

extension View {
    /// Binds `id` to the identity of the top-most view in the scroll view inside, as
    /// SwiftUI's: scrolling (keys, the wheel, a focused view brought into sight) writes it,
    /// and setting it scrolls that view to the top of the window (to `anchor` of the window
    /// when given). The views are the elements of a `ForEach` and views given an `.id(_:)`;
    /// an id no view has scrolls nothing. It is written once the window has been laid out,
    /// in the same frame.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionBinding, ScrollPositionBinding(id, anchor: anchor))
    }

    /// Accepted for SwiftUI code, where it marks the layout whose views
    /// ``scrollPosition(id:anchor:)`` reports: here every view with an id inside the scroll
    /// view is one, so the mark changes nothing (`isEnabled` false included).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }
}

/// A binding to an optional id of some type, read and written as `AnyHashable`.
private protocol IDBinding {
    func read() -> AnyHashable?
    func write(_ id: AnyHashable?)
}

private struct TypedIDBinding<ID: Hashable>: IDBinding {
    let binding: Binding<ID?>

    func read() -> AnyHashable? {
        guard let id = binding.wrappedValue else { return nil }
        return AnyHashable(id)
    }

    func write(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
}

private struct ScrollPositionBindingKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The binding ``View/scrollPosition(id:anchor:)`` set for the scroll views here.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }

    /// Whether ``View/scrollPosition(id:anchor:)`` bound a position here; no read recorded.
    var hasScrollPositionBinding: Bool { entry(ScrollPositionBindingKey.self) != nil }
}
