extension ComposedNode {
    /// The lifecycle state, made on first use.
    func lifecycle() -> NodeLifecycle {
        if let lifecycleState { return lifecycleState }
        let made = NodeLifecycle()
        lifecycleState = made
        return made
    }

    /// Queues `action` after this frame when `value` is not the one this node's body saw at
    /// its last run (with `initial`, also at its first run): `onChange`, and a sheet's
    /// `onDismiss`. One watched value per node.
    func watchChange<Value: Equatable>(of value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        let life = lifecycle()
        // Kept in a box: as `Any?`, no value yet and a nil optional read back alike (`nil as?
        // String?` succeeds), so an initial action for a nil value never ran.
        if let old = (life.watchedValue as? WatchedValue<Value>)?.value {
            if old != value { host.afterFrame { action(old, value) } }
        } else if initial {
            host.afterFrame { action(value, value) }
        }
        life.watchedValue = WatchedValue(value: value)
    }
}
