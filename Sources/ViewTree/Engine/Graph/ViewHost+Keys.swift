import Foundation

extension ViewHost {
    /// Delivers `key` to the focused view's handlers, then outwards to the root's. A Tab,
    /// Shift-Tab or arrow no handler used moves the focus to the next or previous focusable
    /// view. A click focuses the focusable view under it and goes to the views under it, from
    /// the innermost out; so does the wheel. Returns whether something used the key. The changes
    /// handlers make show in the next frame.
    @discardableResult
    public func send(_ key: Key) -> KeyPress.Result {
        if case .mouse(let event) = key { return sendMouse(event) }
        // A view hidden under a sheet keeps the focus for when the sheet goes, but while it
        // is hidden keys start at the root, and Tab goes into the sheet.
        let presentation = presentationNode
        let start = settleFocus() ?? presentation ?? root
        if deliver(KeyPress(key), from: start) { return .handled }
        // The focus outside the sheet or pushed view on screen (on a tab bar above a stack):
        // what it left goes to that view too, so Escape goes back wherever the focus is.
        if let presentation, deliver(KeyPress(key), from: presentation, stoppingAtAncestorsOf: start) {
            return .handled
        }
        if !(start?.isInOpenMenu ?? false), let shortcut = shortcuts.action(for: key) {
            shortcut()
            return .handled
        }
        // Arrows no view used move the focus too: down and right to the next view in reading
        // order, up and left to the previous one.
        switch key {
        case .tab, .down, .right: return moveFocus(by: 1) ? .handled : .ignored
        case .backTab, .up, .left: return moveFocus(by: -1) ? .handled : .ignored
        default: return .ignored
        }
    }

    /// Offers `press` to the handlers of `start` and of each view around it, innermost first;
    /// true when one used it.
    private func deliver(_ press: KeyPress, from start: ViewNode?, stoppingAtAncestorsOf other: ViewNode? = nil) -> Bool
    {
        let offered = Set((other?.outwardPath).map { $0.map { ObjectIdentifier($0.node) } } ?? [])
        guard let start else { return false }
        var press = press
        let isPointer = if case .mouse = press.key.key { true } else { false }
        for (current, child) in start.outwardPath {
            if offered.contains(ObjectIdentifier(current)) { break }
            if isPointer { press.handlerFrame = current.pointerFrame }
            for scope in current.keyHandlers where scope.covers(child, of: current) {
                if scope.handler(press) == .handled { return true }
            }
            // A menu's open list is modal, as SwiftUI's: its keys go no further than the
            // menu (a context menu around it does not open over it).
            if current.presentsPopup(child) { return false }
        }
        return false
    }

    private func sendMouse(_ event: MouseEvent) -> KeyPress.Result {
        // A move with no button held is only for hover actions; any other event but a drag's
        // moves (the pointer is held by the view pressed) tells them where the pointer is too.
        if event.kind == .move { return notePointer(at: event) ? .handled : .ignored }
        if event.kind != .drag { notePointer(at: event) }
        // A drag's moves and its release go where its press went, wherever the pointer is, as
        // a pointer is captured by the view it pressed.
        if event.kind == .drag || event.kind == .release {
            let pressed = pointerPress
            if event.kind == .release { pointerPress = nil }
            guard let pressed, pressed.isAlive else { return .ignored }
            var press = KeyPress(.mouse(event))
            press.pressLocation = pointerPressLocation
            return deliver(press, from: pressed) ? .handled : .ignored
        }
        let hit = pointerTarget(x: event.x, y: event.y)
        if event.kind == .click { (pointerPress, pointerPressLocation) = (hit, CGPoint(x: event.x, y: event.y)) }
        guard let hit else { return .ignored }
        // A right click focuses too: a context menu acts on the view it opened on.
        if event.kind == .click || event.kind == .secondaryClick {
            let focusable = hit.outwardPath.lazy.compactMap { $0.node as? ComposedNode }.first { $0.acceptsFocus }
            if let focusable { moveFocus(to: focusable) }
        }
        return deliver(KeyPress(.mouse(event)), from: hit) ? .handled : .ignored
    }

    /// The innermost view the pointer finds at the cell: one drawn in a sheet or a pop-up
    /// before the views under it; nil where none is, or where a modeless pop-up (the views
    /// under it not covered) is drawn over the tree without a view of its own there.
    func pointerTarget(x: Int, y: Int) -> ComposedNode? {
        let hits = liveNodes.compactMap { $0 as? ComposedNode }.filter { $0.isAlive && $0.shows(x: x, y: y) }
        let presented = hits.filter(\.isInPresentedLayer)
        if presented.isEmpty, isOverModelessPopup(x: x, y: y) { return nil }
        return (presented.isEmpty ? hits : presented).max { $0.depth < $1.depth }
    }
}
