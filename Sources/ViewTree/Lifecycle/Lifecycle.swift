/// `onAppear`, `onDisappear`, `task` and `onChange`: actions tied to a view's life in the
/// tree. They run after the frame that made the view appear, disappear or see the change, so
/// what they change shows in the next frame and no body runs in the middle of another.
extension View {
    /// Runs `action` once the view is in the tree, after the frame that added it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleContent(content: self, appear: action, disappear: nil, task: nil)
    }

    /// Runs `action` after the frame that removed the view from the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleContent(content: self, appear: nil, disappear: action, task: nil)
    }

    /// Starts `action` as a task when the view appears and cancels it when the view goes.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    {
        _LifecycleContent(content: self, appear: nil, disappear: nil, task: (priority, action))
    }

    /// Runs `action` with the old and the new value after a frame in which `value` changed;
    /// with `initial`, also after the first.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        _ChangeContent(content: self, value: value, initial: initial, action: action)
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
    let task: (priority: TaskPriority, action: @Sendable () async -> Void)?

    /// The content; the node takes the latest actions.
    public var body: some View {
        if let node = EvaluationContext.current {
            let life = node.lifecycle()
            life.disappear = disappear
            if !life.hasAppeared {
                life.hasAppeared = true
                if let appear { node.host.afterFrame(appear) }
                if let task { node.host.afterFrame { life.start(task.priority, task.action) } }
            }
        }
        return content
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
        if let node = EvaluationContext.current {
            let life = node.lifecycle()
            let (value, action) = (self.value, self.action)
            if let old = life.watchedValue as? Value {
                if old != value { node.host.afterFrame { action(old, value) } }
            } else if initial {
                node.host.afterFrame { action(value, value) }
            }
            life.watchedValue = value
        }
        return content
    }
}

/// What a node with lifecycle actions keeps between its runs.
final class NodeLifecycle {
    var hasAppeared = false
    var disappear: (() -> Void)?
    /// The value `onChange` last saw.
    var watchedValue: Any?
    private var running: Task<Void, Never>?
    /// Whether the node left the tree: a task queued to start after its last frame must not.
    private var hasEnded = false

    func start(_ priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        guard !hasEnded else { return }
        running = Task(priority: priority, operation: action)
    }

    /// The node left the tree: the task is cancelled, the disappear action queued.
    func end(in host: ViewHost) {
        hasEnded = true
        running?.cancel()
        running = nil
        if let disappear { host.afterFrame(disappear) }
    }
}

extension ComposedNode {
    /// The lifecycle state, made on first use.
    func lifecycle() -> NodeLifecycle {
        if let lifecycleState { return lifecycleState }
        let made = NodeLifecycle()
        lifecycleState = made
        return made
    }
}
