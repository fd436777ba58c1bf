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

    /// The id a scroll view should scroll to now: the bound one, when it is not the one the
    /// scroll view last reported (or scrolled to). Reading it in a body runs that body again
    /// when the bound value changes.
    @MainActor func wantedID(after reported: AnyHashable?) -> AnyHashable? {
        guard let wanted = read(), wanted != reported else { return nil }
        return wanted
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

extension ViewHost {
    /// The explicit id of the top-most view inside `owner` that shows in `window` (the
    /// outermost of a view and the views inside it, which share its id).
    func topViewID(inside owner: ViewNode, window: CellRect) -> AnyHashable? {
        var found: ViewNode?
        for node in nodes.values where node.explicitID != nil && node.isAlive && !node.frame.isEmpty {
            let frame = node.frame
            guard frame.y + frame.height > window.y, frame.y < window.y + window.height,
                node.isDescendant(of: owner)
            else { continue }
            if let best = found, (best.frame.y, best.depth, best.frame.x) <= (frame.y, node.depth, frame.x) {
                continue
            }
            found = node
        }
        return found?.explicitID
    }

    /// Writes `id` to `binding` once this frame's layout is done, and runs what reads it.
    func report(_ id: AnyHashable, to binding: ScrollPositionBinding) {
        handUp { binding.write(id) }
    }
}
