extension ViewHost {
    /// Closes each open menu whose view is now hidden (in a tab page not chosen, a split
    /// view's column not shown, under a pushed view or a sheet), as SwiftUI closes a menu
    /// whose view goes: it would otherwise stay drawn over what replaced it. True when one
    /// closed.
    func closeHiddenPopups() -> Bool {
        var closed = false
        for (id, close) in presentation.popupClosers {
            guard let node = nodes[id], node.isAlive else {
                presentation.setPopupCloser(nil, for: id)
                continue
            }
            guard node.isInHiddenContent || node.isUnderASheet else { continue }
            presentation.setPopupCloser(nil, for: id)
            close()
            closed = true
        }
        return closed
    }
}

extension ViewHost {
    /// Whether the cell at `x`, `y` is in the box of a modeless pop-up drawn now: a click
    /// there on no view of the pop-up (its border) reaches nothing.
    func isOverModelessPopup(x: Int, y: Int) -> Bool {
        presentation.layers.contains { layer in
            layer.box.contains(x: x, y: y) && nodes[layer.presenter]?.presentsModelessPopup == true
        }
    }
}
