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
        let target = hover.pointer.flatMap { pointerTarget(x: $0.x, y: $0.y) }
        var under = Set<ObjectIdentifier>()
        if let target { for (node, _) in target.outwardPath { under.insert(ObjectIdentifier(node)) } }
        return hover.changes(under: under)
    }
}
