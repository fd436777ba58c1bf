extension ViewHost {
    /// Delivers the preferences of the watches whose node ran, or that have a node that ran
    /// inside them, since the last call in this frame.
    func deliverPreferences() {
        guard !preferenceWatches.isEmpty else { return }
        preferenceWatches.removeAll { $0.node?.isAlive != true }
        let ran = frameEventNodes[min(preferencesSeenEvents, frameEventNodes.count)...]
        preferencesSeenEvents = frameEventNodes.count
        for watch in preferenceWatches {
            guard let node = watch.node else { continue }
            let changed = watch.needsDelivery || ran.contains { $0 === node || $0.isDescendant(of: node) }
            guard changed else { continue }
            watch.needsDelivery = false
            watch.deliver()
        }
    }
}
