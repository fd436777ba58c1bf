import TrackingCore

extension View {
    /// Items (buttons, usually in `ToolbarItem`s) for the bar of the enclosing
    /// `NavigationStack`: shown at the end of its title line while this view is on top, and
    /// reached with Tab as any control. Outside a stack, they show on a row above this view.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        _ToolbarContent(content: self, items: AnyView(content()))
    }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. A terminal's bar is one
/// line: every placement puts the item at its end, in the order written.
public struct ToolbarItemPlacement: Sendable, Equatable {
    private let name: String

    /// The platform's place.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The main action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Over the software keyboard, on iOS: a terminal has none, so in the bar with the others.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The navigation's own place, before the title on macOS.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// Secondary actions.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The status area.
    public static let status = ToolbarItemPlacement(name: "status")
    /// Confirming a modal view.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Cancelling a modal view.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The leading end of the bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing end of the bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The leading end of the navigation bar (SwiftUI's older name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing end of the navigation bar (SwiftUI's older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// A bar at the bottom.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The middle of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<Content: View>: View {
    let content: Content

    /// An item showing `content`; `placement` is accepted (see ``ToolbarItemPlacement``).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}

/// Several items of a toolbar, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content

    /// Items showing `content`; `placement` is accepted (see ``ToolbarItemPlacement``).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content, in a row.
    public var body: some View {
        HStack(cellSpacing: 1) { content }
    }
}

/// Content whose toolbar items go to the stack it is in, as its title does. The items are
/// drawn in the stack's title bar but belong to this view, as in SwiftUI: a link in one pushes
/// above this view, and `dismiss` in one goes back from it.
public struct _ToolbarContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let items: AnyView
    @Environment(\.navigation) private var navigation
    @Environment(\.dismiss) private var dismiss

    /// The content; the items go to the stack, or above the content outside one.
    public var body: some View {
        if let navigation, let node = EvaluationContext.current {
            let items = AnyView(
                self.items.environment(\.navigation, navigation).environment(\.dismiss, dismiss)
                    .environment(\.isToolbarItem, true))
            let (model, entry, id, depth) = (navigation.model, navigation.entry, node.id, node.depth)
            node.host.handUp { model.toolbars[entry, default: PageToolbar()].set(items, from: id, depth: depth) }
            node.lifecycle().ended = { model.toolbars[entry]?.remove(from: id) }
            return AnyView(content)
        }
        return AnyView(
            VStack(alignment: .leading) {
                HStack(cellSpacing: 1) { items }.environment(\.isToolbarItem, true)
                content
            })
    }
}

private struct ToolbarItemKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views here are a toolbar's items: a label there shows its icon alone, as
    /// SwiftUI's toolbars do.
    var isToolbarItem: Bool {
        get { self[ToolbarItemKey.self] }
        set { self[ToolbarItemKey.self] = newValue }
    }
}
