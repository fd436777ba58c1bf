extension ComposedNode {
    /// Marks the running body as a menu's: its list is a pop-up at its own size, keys start
    /// at it while it is open, and `close` closes it when its view hides.
    func showsPopup(_ isOpen: Bool, close: @escaping () -> Void) {
        presentsPopup = true
        startsKeys(isOpen)
        host.popupClosers[id] = isOpen ? close : nil
    }

    /// A function telling whether the menu whose body is running may open its list when
    /// called: not while it is hidden or under a sheet (a key from the sheet reaches a context
    /// menu around the view presenting it).
    static func currentMayOpenPopup() -> () -> Bool {
        weak let node = EvaluationContext.current
        return { node.map { $0.isAlive && !$0.isInHiddenContent && !$0.isUnderASheet } ?? false }
    }
}

extension ViewHost {
    /// Closes each open menu whose view is now hidden (in a tab page not chosen, a split
    /// view's column not shown, under a pushed view or a sheet), as SwiftUI closes a menu
    /// whose view goes: it would otherwise stay drawn over what replaced it. True when one
    /// closed.
    func closesHiddenPopups() -> Bool {
        var closed = false
        for (id, close) in popupClosers {
            guard let node = nodes[id], node.isAlive else {
                popupClosers[id] = nil
                continue
            }
            guard node.isInHiddenContent || node.isUnderASheet else { continue }
            popupClosers[id] = nil
            close()
            closed = true
        }
        return closed
    }
}

extension ViewNode {
    /// Whether a sheet or alert, presented by a view other than this one and not from inside
    /// its pop-up (the content a context menu is on may present one), is drawn over it.
    fileprivate var isUnderASheet: Bool {
        host.presenters.contains { id in
            guard let presenter = host.nodes[id], presenter !== self, presenter.isAlive, !presenter.presentsPopup
            else { return false }
            return !presenter.isPresented(by: self) && !isPresented(by: presenter)
        }
    }
}
