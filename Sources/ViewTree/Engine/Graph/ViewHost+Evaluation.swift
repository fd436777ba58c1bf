/// Running the bodies a frame needs: the ones whose reads changed, parents first, each at most
/// once a pass.
extension ViewHost {
    /// Applies the queued changes, then the values bodies handed up and the changes those
    /// make, until none is left; returns the nodes whose region must be drawn again.
    func evaluateChangesAndHandedUpValues() -> [ViewNode] {
        var redraw = evaluateChanges()
        // Bounded: values that keep changing each other show as they are after a few passes
        // rather than hanging the frame.
        var passes = 0
        while !handedUpActions.isEmpty, passes < 8 {
            let actions = handedUpActions
            handedUpActions = []
            for action in actions { action() }
            redraw += evaluateChanges()
            passes += 1
        }
        handedUpActions = []
        return redraw
    }

    /// Queues `action`, which sets a value a body hands up to a container (a title for its
    /// navigation stack), to run once the frame's bodies have run and before it is drawn. The
    /// views that read the value run in the same frame, so a first frame shows what any
    /// later frame of the same state shows, as with SwiftUI's preferences.
    func handUp(_ action: @escaping () -> Void) {
        handedUpActions.append(action)
    }

    /// Applies the queued changes; returns the nodes whose region must be drawn again.
    private func evaluateChanges() -> [ViewNode] {
        evaluationPass += 1
        let invalidations = inbox.drain()
        var dirty: [ComposedNode] = []
        var redraw: [ViewNode] = []
        func modelChanged(_ node: ComposedNode, cause: EvaluationCause) {
            node.markDirty(cause)
            dirty.append(node)
        }
        for invalidation in invalidations {
            switch invalidation {
            case .body(let id, let change):
                guard let node = nodes[id] as? ComposedNode else { continue }
                if change.objectType is AnyStateLocation.Type {
                    node.markDirty(.state(change.objectLabel ?? "state", change: change))
                    dirty.append(node)
                } else {
                    modelChanged(node, cause: .dependency(change))
                }
            case .observedBody(let id, let change):
                guard let node = nodes[id] as? ComposedNode else { continue }
                modelChanged(node, cause: .observation(change))
            case .objectWillChange(let id, let typeName):
                guard let node = nodes[id] as? ComposedNode else { continue }
                node.markDirty(.objectWillChange(typeName))
                dirty.append(node)
            case .derivation, .window, .observedWindow, .windowTarget, .observedWindowTarget:
                continue
            }
        }
        for case .derivation(let id, let generation, let index, let change) in invalidations {
            guard let node = nodes[id] as? ComposedNode else { continue }
            node.recheckDerivation(at: index, generation: generation, change: change)
            if node.isDirty { dirty.append(node) }
        }
        for invalidation in invalidations {
            let (id, cause, isTarget): (Int, EvaluationCause, Bool)
            switch invalidation {
            case .window(let nodeID, let change): (id, cause, isTarget) = (nodeID, .dependency(change), false)
            case .observedWindow(let nodeID, let change): (id, cause, isTarget) = (nodeID, .observation(change), false)
            case .windowTarget(let nodeID, let change): (id, cause, isTarget) = (nodeID, .dependency(change), true)
            case .observedWindowTarget(let nodeID, let change):
                (id, cause, isTarget) = (nodeID, .observation(change), true)
            case .body, .observedBody, .objectWillChange, .derivation: continue
            }
            guard let node = nodes[id] as? LayoutBuiltNode else { continue }
            // A new scroll target the window already shows whole: nothing to lay out.
            if isTarget, let list = node as? ListNode, list.keepsWindowForNewTarget() { continue }
            if node.layoutChange == nil { node.layoutChange = cause }
            redraw.append(node)
        }
        // Parents first; among equals, in order of creation, so runs are reproducible.
        dirty.sort { ($0.depth, $0.id) < ($1.depth, $1.id) }
        for node in dirty where node.isAlive && node.lastEvaluatedPass != evaluationPass {
            guard let cause = node.pendingCause else { continue }
            node.evaluate(cause: cause)
            redraw.append(node)
        }
        return redraw
    }
}
