import TrackingCore

/// A stack of views: the root, and the views `NavigationLink`s pushed on it, the top one
/// shown under a title bar (its `navigationTitle`). Escape goes back. The views underneath
/// keep their nodes and state, hidden, and the link that pushed gets the focus back.
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var model = NavigationModel()

    /// A stack starting at `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The title bar, then the root and the pushed views, all but the top one hidden.
    public var body: some View {
        let model = self.model
        let depth = model.pushed.count
        // With a view pushed and nothing in it focused, keys start here: Escape works.
        EvaluationContext.current?.startsKeys(depth > 0)
        return VStack(alignment: .leading) {
            NavigationTitleBar(model: model)
            Divider()
            _StackedContent(content: root, isHidden: depth > 0)
                .environment(\.navigation, NavigationContext(model: model, depth: 0))
            ForEach(model.pushed) { pushed in
                _StackedContent(content: pushed.view, isHidden: pushed.depth < depth)
                    .environment(\.navigation, NavigationContext(model: model, depth: pushed.depth))
            }
        }
        .onKeyPress(.escape) {
            guard !model.pushed.isEmpty else { return .ignored }
            model.pop()
            return .handled
        }
    }
}

/// A button that pushes `destination` on the enclosing `NavigationStack`: `[ title › ]`.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: () -> Destination
    @Environment(\.navigation) private var navigation

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    /// A button that pushes the destination; outside a stack it does nothing.
    public var body: some View {
        let (navigation, destination) = (self.navigation, self.destination)
        return Button {
            navigation?.push(AnyView(destination()))
        } label: {
            HStack(spacing: 1) {
                label
                Text("›")
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// SwiftUI's older name for a navigation stack.
public typealias NavigationView = NavigationStack

/// How a navigation bar shows its title: a terminal has one way, so this is accepted for
/// SwiftUI code and ignored.
public enum NavigationBarItem {
    /// The title's display modes.
    public enum TitleDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title.
        case large
    }
}

extension View {
    /// Accepted for SwiftUI code and ignored: the title bar has one line.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self {
        self
    }

    /// The title shown over this view in a `NavigationStack` while it is on top.
    public func navigationTitle(_ title: String) -> some View {
        _NavigationTitleContent(content: self, title: title)
    }

}

/// A view a navigation stack holds: shown while it is on top; under the top one it is laid out
/// in no cells and keeps its nodes and state, and nothing inside takes keys, focus or clicks.
struct _StackedContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isHidden: Bool

    var body: some View {
        EvaluationContext.current?.hidesContent = isHidden
        return content.frame(width: isHidden ? 0 : nil, height: isHidden ? 0 : nil)
    }
}

/// Content that hands its title up to the stack it is in, as SwiftUI's navigation title
/// preference does: the title bar shows it in the same frame (see ``ViewHost/handUp(_:)``).
public struct _NavigationTitleContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let title: String
    @Environment(\.navigation) private var navigation

    /// The content; the title goes to the stack.
    public var body: some View {
        // Not a tracked read: this view needs the stack's titles only to compare its own, and
        // running again on every title change would run its content with it.
        if let navigation, let node = EvaluationContext.current,
            withoutTracking({ navigation.model.titles[navigation.depth] }) != title
        {
            let (model, depth, title) = (navigation.model, navigation.depth, title)
            node.host.handUp { model.titles[depth] = title }
        }
        return content
    }
}

/// The views pushed on a stack and their titles.
@Trackable final class NavigationModel {
    struct Pushed: Identifiable {
        let id: Int
        let depth: Int
        let view: AnyView
    }

    var pushed: [Pushed] = []
    /// The title of the view at each depth (0: the root).
    var titles: [Int: String] = [:]
    @TrackingIgnored private var nextID = 0

    func push(_ view: AnyView) {
        nextID += 1
        // A view pushed where another was shows its own title, or none.
        titles[pushed.count + 1] = nil
        pushed.append(Pushed(id: nextID, depth: pushed.count + 1, view: view))
    }

    func pop() {
        titles[pushed.count] = nil
        pushed.removeLast()
    }
}

/// Where a view is in a stack, for links and titles inside it.
struct NavigationContext {
    let model: NavigationModel
    let depth: Int

    func push(_ view: AnyView) {
        // A link in a view under the top one is hidden and cannot be pressed; a link pushes
        // above its own view.
        while model.pushed.count > depth { model.pop() }
        model.push(view)
    }
}

/// The top view's title, and the way back.
struct NavigationTitleBar: View {
    let model: NavigationModel

    var body: some View {
        let depth = model.pushed.count
        HStack(spacing: 2) {
            if depth > 0 { Text("‹ Esc") }
            Text(model.titles[depth] ?? "").bold()
        }
    }
}

private struct NavigationKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The stack a view is in, and at which depth.
    var navigation: NavigationContext? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}
