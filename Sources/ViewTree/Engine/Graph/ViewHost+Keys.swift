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
        if let presentation, deliver(KeyPress(key), from: presentation, stoppingAt: start?.outwardIdentities ?? []) {
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

    /// Offers `press` to the handlers of `start` and of each view around it, innermost first,
    /// up to the first of `offered` (views offered it already, or to be offered it later);
    /// true when one used it.
    private func deliver(_ press: KeyPress, from start: ViewNode?, stoppingAt offered: Set<ObjectIdentifier> = [])
        -> Bool
    {
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
        // moves (the pointer is held by the views pressed) tells them where the pointer is too.
        if event.kind == .move { return notePointer(at: event) ? .handled : .ignored }
        if event.kind != .drag { notePointer(at: event) }
        // A drag's moves and its release go where its press went, wherever the pointer is, as
        // a pointer is captured by the views it pressed.
        if event.kind == .drag || event.kind == .release {
            let pressed = pointerPress
            if event.kind == .release { pointerPress = [] }
            var press = KeyPress(.mouse(event))
            press.pressLocation = pointerPressLocation
            return Self.firstTaking(pressed) { deliver(press, from: $0, stoppingAt: $1) } != nil ? .handled : .ignored
        }
        let targets = pointerTargets(x: event.x, y: event.y)
        // A right click focuses too: a context menu acts on the view it opened on.
        let focuses = event.kind == .click || event.kind == .secondaryClick
        var isHandled = false
        let taker = Self.firstTaking(targets) { node, shared in
            let focusable = node.outwardPath.lazy.prefix { !shared.contains(ObjectIdentifier($0.node)) }
                .compactMap { $0.node as? ComposedNode }.first { $0.acceptsFocus }
            if focuses, let focusable { moveFocus(to: focusable) }
            isHandled = deliver(KeyPress(.mouse(event)), from: node, stoppingAt: shared)
            // A view that takes the focus takes the click, whether a handler used it or not:
            // the views behind it get none.
            return isHandled || (focuses && focusable != nil)
        }
        if event.kind == .click {
            (pointerPress, pointerPressLocation) = (Array(targets[(taker ?? 0)...]), CGPoint(x: event.x, y: event.y))
        }
        return isHandled ? .handled : .ignored
    }
}
