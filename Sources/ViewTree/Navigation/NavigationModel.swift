import TrackingCore

/// What a navigation stack shows above its root: the path's values, then the views
/// `NavigationLink(destination:)` pushed; the titles the shown views set; and the destinations
/// registered for the path's value types.
@Trackable final class NavigationModel {
    /// A view pushed by a link or a presented destination, over the path's values.
    struct Pushed {
        let id: Int
        /// Run when the view is popped (a presented destination sets its binding false).
        let popped: (() -> Void)?
    }

    /// The path when the stack was given none.
    var ownPath: [AnyHashable] = []
    /// The path the app gave the stack in its latest run, if any: links read it when pressed,
    /// so the views inside need not run again when a parent makes a new binding.
    @TrackingIgnored var appPath: Binding<[AnyHashable]>?
    var pushed: [Pushed] = []
    /// Each pushed view, by its id, apart from `pushed`: the link or destination that pushed
    /// it gives it again each time its body runs, as SwiftUI builds a destination again with
    /// the body that holds it, and only the pages read this (the stack does not run again).
    var pushedViews: [Int: AnyView] = [:]
    /// The title each shown view set, by its place in the stack.
    var titles: [NavigationEntryID: String] = [:]
    /// The subtitle each shown view set (`navigationSubtitle`), by its place in the stack.
    var subtitles: [NavigationEntryID: String] = [:]
    /// The toolbar items the shown views' modifiers set, by their place in the stack.
    var toolbars: [NavigationEntryID: PageToolbar] = [:]
    /// The places whose view hid the way back (`navigationBarBackButtonHidden`).
    var backButtonHidden: Set<NavigationEntryID> = []
    /// The places whose view hid the whole title bar (`navigationBarHidden`).
    var barHidden: Set<NavigationEntryID> = []
    /// The destination for each value type, as the view that set it last made it: when that
    /// view runs again, the path's views of its types run again with its new destination, as
    /// SwiftUI runs a destination's closure again.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    @TrackingIgnored private var nextID = 0

    /// The path the stack shows: the app's, or its own.
    var path: Binding<[AnyHashable]> {
        appPath ?? Binding(get: { self.ownPath }, set: { self.ownPath = $0 })
    }

    /// Pushes `view` (popping the views above `depth` first), with an action for when it goes.
    func push(_ view: AnyView, above depth: Int, pathCount: Int, popped: (() -> Void)? = nil) {
        while !pushed.isEmpty, pathCount + pushed.count > depth { pop() }
        nextID += 1
        pushed.append(Pushed(id: nextID, popped: popped))
        pushedViews[nextID] = view
    }

    /// Shows `view` as the pushed view `id`, while it is pushed.
    func replace(_ id: Int, with view: AnyView) {
        guard withoutTracking({ pushedViews[id] != nil }) else { return }
        pushedViews[id] = view
    }

    /// Whether the view pushed as `id` is still there; read without tracking, by the bodies
    /// that pushed it.
    func isPushed(_ id: Int) -> Bool {
        withoutTracking { pushedViews[id] != nil }
    }

    /// Pops the top pushed view.
    func pop() {
        let top = pushed.removeLast()
        pushedViews[top.id] = nil
        titles[.view(top.id)] = nil
        subtitles[.view(top.id)] = nil
        toolbars[.view(top.id)] = nil
        backButtonHidden.remove(.view(top.id))
        barHidden.remove(.view(top.id))
        top.popped?()
    }

    /// Registers `destination` for values of `type`.
    @MainActor func register<Value: Hashable>(_ type: Value.Type, _ destination: @escaping (Value) -> AnyView) {
        let key = ObjectIdentifier(type)
        destinations[key] = { value in
            guard let value = value.base as? Value else { return AnyView(EmptyView()) }
            return destination(value)
        }
    }
}

/// A view's place in a navigation stack: the root, the path's value at an index, or a
/// pushed view. A new value at an index is a new place (new state, no title).
enum NavigationEntryID: Hashable, CustomStringConvertible {
    case root
    case value(index: Int, AnyHashable)
    case view(Int)

    /// How the place shows in node identities: `ParkDetails#1:Park(name: "Zion")`.
    var description: String {
        switch self {
        case .root: "root"
        case .value(let index, let value): "\(index):\(value.base)"
        case .view(let id): "view \(id)"
        }
    }
}

/// The view a link or a presented destination pushed, kept across its body's runs (in its
/// `@State`): each run while that view is shown gives it the destination again.
final class PushedPage {
    var id: Int?

    /// Gives the page `destination` once the frame's bodies have run, if this pushed one and
    /// it is still there; forgets it once it is gone.
    @MainActor func update(in navigation: NavigationContext?, with destination: @escaping () -> AnyView) {
        guard let id, let model = navigation?.model else { return }
        guard model.isPushed(id) else { return self.id = nil }
        EvaluationContext.current?.host.handUp { model.replace(id, with: destination()) }
    }
}
