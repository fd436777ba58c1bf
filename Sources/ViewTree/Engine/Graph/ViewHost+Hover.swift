/// The pointer's place for hover actions (``View/onHover(perform:)``): a move with no button
/// held, a click or the wheel tells where it is; a frame that moved or removed views under a
/// still pointer is checked after it is drawn.
extension ViewHost {
    /// Whether some view has a hover action (``View/onHover(perform:)``): only then does the
    /// terminal need to report the pointer's moves with no button held.
    public var wantsPointerMoves: Bool { !hover.isEmpty }

    /// Notes that the pointer is at `event`'s cell and runs the hover actions this changes;
    /// true when one ran. A move that changes nothing runs nothing and asks for no frame.
    @discardableResult
    func notePointer(at event: MouseEvent) -> Bool {
        hover.pointer = (event.x, event.y)
        let changes = hoverChanges()
        for change in changes { change() }
        return !changes.isEmpty
    }

    /// After a frame that drew something: the views under the pointer may have moved, come or
    /// gone. Their actions run after the frame, as `onAppear`'s do.
    func refreshHoverAfterFrame() {
        guard !hover.isEmpty, buffer.damage != nil else { return }
        for change in hoverChanges() { afterFrame(change) }
    }

    /// The actions of the views the pointer left, came over or moved in.
    private func hoverChanges() -> [() -> Void] {
        guard !hover.isEmpty else { return [] }
        let targets = hover.pointer.map { pointerTargets(x: $0.x, y: $0.y) } ?? []
        // The pointer is over the front-most view with a hover action and the views around
        // it; the views in front of that one have none of their own.
        var under = Set<ObjectIdentifier>()
        _ = Self.firstTaking(targets) { node, shared in
            let path = node.outwardPath.map(\.node)
            let own = path.prefix { !shared.contains(ObjectIdentifier($0)) }
            let isWatched = own.contains { hover.isWatching($0) }
            for current in isWatched ? path[...] : own { under.insert(ObjectIdentifier(current)) }
            return isWatched
        }
        return hover.changes(under: under)
    }
}
