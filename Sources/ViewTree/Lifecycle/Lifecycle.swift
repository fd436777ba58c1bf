/// `onAppear`, `onDisappear`, `task` and `onChange`: actions tied to a view's life in the
/// tree. They run after the frame that made the view appear, disappear or see the change, so
/// what they change shows in the next frame and no body runs in the middle of another. A view
/// under a pushed page, in a tab not chosen or a collapsed column disappears and appears
/// again with it, as in SwiftUI: its task is cancelled, and started again when it shows.
extension View {
    /// Runs `action` once the view is in the tree, after the frame that added it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleContent(content: self, appear: action, disappear: nil, task: nil)
    }

    /// Runs `action` after the frame that removed the view from the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleContent(content: self, appear: nil, disappear: action, task: nil)
    }

    /// Starts `action` as a task after the frame that shows the view, and cancels it when the
    /// view goes or is hidden (a page pushed over it, another tab chosen); shown again, the
    /// view starts it anew. Written in a body, the closure is the main actor's, as SwiftUI's is: it runs
    /// there between its suspensions and may set the view's state.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _LifecycleContent(content: self, appear: nil, disappear: nil, task: (priority, nil, action))
    }

    /// Starts `action` as ``task(priority:_:)`` does, and again, after cancelling the running
    /// one, whenever `id` changes: a search that restarts as the text changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _LifecycleContent(content: self, appear: nil, disappear: nil, task: (priority, TaskID(id), action))
    }

    /// Runs `action` with the old and the new value after a frame in which `value` changed;
    /// with `initial`, also after the first.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        _ChangeContent(content: self, value: value, initial: initial, action: action)
    }

    /// SwiftUI's older `onChange`: runs `action` with the new value after a frame in which
    /// `value` changed.
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (_ newValue: Value) -> Void)
        -> some View
    {
        _ChangeContent(content: self, value: value, initial: false) { _, new in action(new) }
    }

    /// Runs `action` after a frame in which `value` changed; with `initial`, also after the
    /// first.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        _ChangeContent(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

/// Content with appear and disappear actions, or a task: a node of its own, whose life they
/// follow.
public struct _LifecycleContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    let task: (priority: TaskPriority, id: TaskID?, action: @isolated(any) @Sendable () async -> Void)?

    /// The content; the node takes the latest actions.
    public var body: some View {
        if let node = EvaluationContext.current {
            let life = node.lifecycle()
            (life.appear, life.disappear) = (appear, disappear)
            life.task = task.map { ($0.priority, $0.action) }
            if !life.hasAppeared {
                life.hasAppeared = true
                life.taskID = task?.id
                // Made under a page, tab or column that is hidden: it appears when shown.
                life.isShown = !node.isInHiddenContent
                if let appear, life.isShown { node.host.afterFrame(appear) }
                if task != nil, life.isShown { node.host.afterFrame { life.startTask() } }
            } else if let task, let id = task.id, life.taskID != id {
                life.taskID = id
                // Hidden, it starts with the new id when it shows.
                if life.isShown { node.host.afterFrame { life.restartTask() } }
            }
        }
        return content
    }
}

/// The `id` of a ``View/task(id:priority:_:)``, compared with `==`.
struct TaskID: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<ID: Equatable>(_ value: ID) {
        self.value = value
        isEqual = { ($0 as? ID) == value }
    }

    static func == (lhs: TaskID, rhs: TaskID) -> Bool {
        lhs.isEqual(rhs.value)
    }
}

/// Content that watches a value: the node keeps the last one it saw.
public struct _ChangeContent<Content: View, Value: Equatable>: View, ModifierNodeView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// The content; a changed value queues the action.
    public var body: some View {
        EvaluationContext.current?.watchChange(of: value, initial: initial, action: action)
        return content
    }
}

/// The value an `onChange` saw last.
struct WatchedValue<Value> {
    let value: Value
}

/// What a node with lifecycle actions keeps between its runs.
@MainActor
final class NodeLifecycle {
    var hasAppeared = false
    /// The latest `onAppear` and `onDisappear` actions.
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    /// Whether it shows: appeared, and not hidden since (a page pushed over it, another tab).
    var isShown = false
    /// The value `onChange` last saw.
    var watchedValue: Any?
    /// What `.onPreferenceChange` keeps.
    var preferenceWatch: PreferenceWatch?
    /// The latest `task` action, and the id the running one was started for.
    var task: (priority: TaskPriority, action: @isolated(any) @Sendable () async -> Void)?
    var taskID: TaskID?
    /// An `onReceive` subscription, once it has one.
    var receiver: (any LifecycleSubscription)?
    /// Handed up when the node leaves the tree: what it gave a container above is taken
    /// back (a page's toolbar items).
    var ended: (() -> Void)?
    private var running: Task<Void, Never>?
    /// Whether the node left the tree: a task queued to start after its last frame must not.
    private var hasEnded = false

    /// Starts the latest `task` action, unless the node has left the tree or is hidden again
    /// since this was queued.
    func startTask() {
        guard !hasEnded, isShown, let task else { return }
        running = Task(priority: task.priority, operation: task.action)
    }

    /// Cancels the running task and starts the latest action in its place: its id changed.
    func restartTask() {
        running?.cancel()
        running = nil
        startTask()
    }

    /// The node left the tree: the task is cancelled, the disappear action queued (unless it
    /// was hidden, and so has disappeared already).
    func end(in host: ViewHost) {
        hasEnded = true
        running?.cancel()
        running = nil
        receiver?.cancel()
        if let ended { host.handUp(ended) }
        if isShown, let disappear { host.afterFrame(disappear) }
    }

    /// The page, tab or column it is in was hidden or shown again: its disappear or appear
    /// action runs, and its task is cancelled or started anew, as SwiftUI's are when a view
    /// is pushed over it or its tab changes.
    func visibilityChanged(isHidden: Bool) {
        guard hasAppeared, isShown == isHidden else { return }
        isShown = !isHidden
        if isHidden {
            running?.cancel()
            running = nil
            disappear?()
        } else {
            appear?()
            startTask()
        }
    }
}
