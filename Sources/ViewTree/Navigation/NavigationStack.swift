import TrackingCore

/// A stack of views: the root, then a view for each value of its path (made by the
/// `navigationDestination(for:)` for the value's type), then the views
/// `NavigationLink(destination:)`s pushed. The top one is shown under a title bar (its
/// `navigationTitle`), unless it hides the bar; Escape goes back. The views underneath keep their nodes and state,
/// hidden, and the link that pushed gets the focus back.
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// The path the app keeps (`NavigationStack(path:)`), or nil: the stack keeps its own.
    let path: Binding<[AnyHashable]>?
    @State private var model = NavigationModel()
    /// The edit mode of the views inside, unless one is given around the stack.
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    /// A stack starting at `root`, keeping its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack starting at `root`, showing a view over it for each value in `path`: links
    /// append to it, Escape removes its last value, and setting it moves the stack.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPath.erasing(path)
    }

    /// A stack starting at `root`, showing a view over it for each element of `path`, as
    /// ``init(path:root:)-(Binding<NavigationPath>,_)`` with values of one type.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPath.erasing(path)
    }

    /// The title bar, then the root and the views above it, all but the top one hidden.
    public var body: some View {
        let model = self.model
        model.appPath = self.path
        let path = model.path
        let values = path.wrappedValue
        let entries =
            values.enumerated().map { Entry(id: .value(index: $0.offset, $0.element), depth: $0.offset + 1) }
            + model.pushed.enumerated().map { Entry(id: .view($0.element.id), depth: values.count + $0.offset + 1) }
        let depth = entries.count
        let top = entries.last?.id ?? .root
        // With a view pushed and nothing in it focused, keys start here: Escape works.
        EvaluationContext.current?.startsKeys(depth > 0)
        return VStack(alignment: .leading) {
            if !model.barHidden.contains(top) {
                NavigationTitleBar(model: model, top: top, canGoBack: depth > 0)
                Divider()
            }
            _StackedContent(content: root, isHidden: depth > 0, fills: true)
                .environment(\.navigation, NavigationContext(model: model, depth: 0, entry: .root))
            ForEach(entries) { entry in
                let context = NavigationContext(model: model, depth: entry.depth, entry: entry.id)
                _StackedContent(content: entry.view(in: model), isHidden: entry.depth < depth, fills: true)
                    .environment(\.navigation, context)
                    // `dismiss()` in a pushed view goes back to the view under it, as in SwiftUI.
                    .environment(\.dismiss, DismissAction { context.popThisAndAbove() })
            }
        }
        .environment(\.editMode, outerEditMode ?? $ownEditMode)
        .onKeyPress(.escape) {
            if !model.pushed.isEmpty {
                model.pop()
            } else if !path.wrappedValue.isEmpty {
                path.wrappedValue.removeLast()
            } else {
                return .ignored
            }
            return .handled
        }
    }

    /// One view above the root.
    private struct Entry: Identifiable {
        let id: NavigationEntryID
        let depth: Int

        @MainActor func view(in model: NavigationModel) -> AnyView {
            switch id {
            case .value(_, let value): AnyView(_PathDestination(model: model, value: value))
            case .view(let id): AnyView(_PushedPage(model: model, id: id))
            case .root: AnyView(EmptyView())
            }
        }
    }
}

/// A view a link or a presented destination pushed, as it gave it last.
struct _PushedPage: View {
    let model: NavigationModel
    let id: Int

    var body: some View {
        model.pushedViews[id] ?? AnyView(EmptyView())
    }
}

/// Where a view is in a stack, for links, destinations and titles inside it. Equal when it
/// is the same place in the same stack: a stack running again runs no view inside for it.
struct NavigationContext: Equatable {
    let model: NavigationModel
    let depth: Int
    let entry: NavigationEntryID

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.model === rhs.model && lhs.depth == rhs.depth && lhs.entry == rhs.entry
    }

    /// Shows `view` above this view (a link in a view under the top one is hidden and cannot
    /// be pressed).
    func push(_ view: AnyView, popped: (() -> Void)? = nil) {
        model.push(view, above: depth, pathCount: model.path.wrappedValue.count, popped: popped)
    }

    /// Goes back to the view under this one: this view and those above it go.
    func popThisAndAbove() {
        let values = model.path.wrappedValue.count
        let pushed = max(0, depth - values - 1)
        while model.pushed.count > pushed { model.pop() }
        if depth - 1 < values { model.path.wrappedValue.removeLast(values - (depth - 1)) }
    }

    /// Shows `value`'s destination above this view: the pushed views go, and so do the
    /// path's values above this view.
    func push(value: AnyHashable) {
        while !model.pushed.isEmpty { model.pop() }
        var values = model.path.wrappedValue
        if values.count > depth { values.removeLast(values.count - depth) }
        values.append(value)
        model.path.wrappedValue = values
    }
}

private struct NavigationKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The stack a view is in, and where.
    var navigation: NavigationContext? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}

/// A view a navigation stack, a tab view or a collapsed split view holds: shown while it is
/// on top; under the top one it is laid out in no cells and keeps its nodes and state,
/// nothing inside takes keys, focus or clicks, and its views' `onDisappear` actions run
/// (their `onAppear` ones again when it shows). A split view's columns side by side are one
/// each, never hidden: each is a container for `containerRelativeFrame`.
struct _StackedContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let isHidden: Bool
    /// Whether, shown, it takes all the space offered with its content in the middle: a
    /// navigation stack's page under its bar, a tab's page, a split view's detail column or
    /// its one column shown when collapsed, as SwiftUI's fill the window and centre a page
    /// that is smaller (a list or a form takes it all).
    var fills = false

    var body: some View {
        if let node = EvaluationContext.current {
            // Hidden or shown again after its first run: what is inside disappears or appears.
            if node.hidesContent != isHidden, node.childCount > 0 {
                let isHidden = isHidden
                node.host.afterFrame { node.hiddenContentChanged(isHidden: isHidden) }
            }
            if isHidden { node.container.insert(.hidesContent) } else { node.container.remove(.hidesContent) }
            // A page, a tab and a column are containers views inside size themselves from.
            node.container.insert(.sizesRelativeFrames)
        }
        return framed
    }

    /// One frame whether hidden or not keeps the content's identity, so its state stays while
    /// it is hidden. Hidden, the frame is fixed at no cells: one that could grow would be
    /// offered a share of its stack's room, as flexible views are, before it took none.
    private var framed: _ModifiedElement<Content> {
        if isHidden { return content.cellFrame(width: 0, height: 0) }
        return fills ? content.frame(maxWidth: .infinity, maxHeight: .infinity) : content.cellFrame()
    }
}
