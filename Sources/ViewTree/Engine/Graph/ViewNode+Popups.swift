extension ViewNode {
    /// Whether it shows `child` in its open pop-up (a menu's list), one that keeps its keys:
    /// not a modeless one.
    func presentsPopup(_ child: ViewNode?) -> Bool {
        guard presentsPopup, !presentsModelessPopup, let child else { return false }
        return presentedChildren?.contains(ObjectIdentifier(child)) == true
    }

    /// Whether it is in an open menu's list, which keeps its keys from shortcuts.
    var isInOpenMenu: Bool {
        outwardPath.dropFirst().contains { $0.node.presentsPopup($0.child) }
    }
}

extension ViewNode {
    /// Whether a sheet or alert, presented by a view other than this one and not from inside
    /// its pop-up (the content a context menu is on may present one), is drawn over it.
    var isUnderASheet: Bool {
        host.presentation.presenters.contains { id in
            guard let presenter = host.nodes[id], presenter !== self, presenter.isAlive, !presenter.presentsPopup
            else { return false }
            return !presenter.isPresented(by: self) && !isPresented(by: presenter)
        }
    }
}

extension ViewNode {
    /// How many layers presented over the tree (a sheet, a menu's list, a pop-up) it is in,
    /// one inside another: 0 for a view of the tree itself.
    var presentationLayer: Int {
        var layers = 0
        for (current, child) in outwardPath.dropFirst() {
            if let child, current.presentedChildren?.contains(ObjectIdentifier(child)) == true { layers += 1 }
        }
        return layers
    }
}
