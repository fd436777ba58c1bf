extension ComposedNode {
    /// The lifecycle state, made on first use.
    func lifecycle() -> NodeLifecycle {
        if let lifecycleState { return lifecycleState }
        let made = NodeLifecycle()
        lifecycleState = made
        return made
    }
}
