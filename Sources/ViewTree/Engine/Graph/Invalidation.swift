import TrackingCore

/// A change that reached a node, possibly from another thread, to be handled by the next
/// frame.
enum Invalidation: Sendable {
    /// Something a node's body read changed.
    case body(nodeID: Int, change: TrackedChange)
    /// Something a derived value read changed; `generation` tells which body run made it.
    case derivation(nodeID: Int, generation: Int, index: Int, change: TrackedChange)
    /// Something a lazy list's window read changed (its rows).
    case window(nodeID: Int, change: TrackedChange)
    /// The row a lazy list keeps visible (its scroll target) changed.
    case windowTarget(nodeID: Int, change: TrackedChange)
    /// An `@Observable` model a node's body read changed.
    case observedBody(nodeID: Int, change: ObservedChange)
    /// An `ObservableObject` a node holds sent `objectWillChange`.
    case objectWillChange(nodeID: Int, typeName: String)
    /// An `@Observable` model a lazy list's window read changed.
    case observedWindow(nodeID: Int, change: ObservedChange)
    /// An `@Observable` model a lazy list's scroll target read changed.
    case observedWindowTarget(nodeID: Int, change: ObservedChange)
}
