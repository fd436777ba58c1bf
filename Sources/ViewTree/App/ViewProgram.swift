/// A view tree as a ``TerminalProgram``: frames come from its ``ViewHost``, keys go to its
/// focused view (``ViewHost/send(_:)``). A key no view used quits on Ctrl-C and suspends on
/// Ctrl-Z, as terminal programs do.
public final class ViewProgram: TerminalProgram {
    /// The view tree.
    public let host: ViewHost
    /// What changed on screen since the damage was last taken: several frames may run
    /// between two draws.
    private var damage: CellRect?

    /// A program showing `root`; the loop sizes it to the screen before the first frame.
    public init<Root: View>(_ root: Root) {
        host = ViewHost(root, width: 0, height: 0)
    }

    /// Whether the tree has changes to render.
    public var needsFrame: Bool { host.needsFrame }

    /// Renders the host's frame when something changed; `now` is not used.
    @discardableResult
    public func renderFrame(now: ContinuousClock.Instant) -> FrameReport? {
        guard host.needsFrame else { return nil }
        let report = host.renderFrame()
        if let frameDamage = report.damage { damage = damage.map { $0.union(frameDamage) } ?? frameDamage }
        return report
    }

    /// The host's buffer.
    public var screen: CellBuffer { host.buffer }

    /// The cells changed since the last call.
    public func takeDamage() -> CellRect? {
        defer { damage = nil }
        return damage
    }

    /// Sizes the tree to the screen; the next frame draws everything.
    public func resize(to size: CellSize) {
        host.resize(width: size.width, height: size.height)
        host.invalidateDrawing()
        damage = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Sends `key` to the focused view and out; Ctrl-C quits and Ctrl-Z suspends when no
    /// handler used them.
    @discardableResult
    public func handle(_ key: Key, now: ContinuousClock.Instant) -> KeyOutcome {
        host.send(key) == .handled ? .handled : .unused(key)
    }

    /// Nothing expires by itself.
    public var nextDeadline: ContinuousClock.Instant? { nil }

    /// Whether a view of the tree has a hover action.
    public var wantsPointerMoves: Bool { host.wantsPointerMoves }

    /// Passes the handler to the host.
    public func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        host.setFrameRequestHandler(handler)
    }
}
