/// What the host presents over its tree: the sheets and alerts shown, the stacks with a view
/// pushed and the open menus. Keys start at the innermost of these on screen while nothing
/// inside has the focus; a sheet shown keeps keys, focus and clicks from everything else; a
/// menu hidden by what replaced its view is closed; and the sheets' drawings are painted
/// over the tree in the order they were presented.
@MainActor
struct PresentationStack {
    /// One presented drawing: what a sheet or alert paints over the tree, where, and its
    /// presenter.
    struct Layer {
        let presenter: Int
        var steps: [PaintStep]
        var box = CellRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The nodes keys may start at (see ``ViewHost/presentationNode``), weakly.
    private(set) var keyStarters: [WeakNode] = []
    /// What closes each open menu, by its node's id (see ``ViewHost/closeHiddenPopups()``).
    private(set) var popupClosers: [Int: () -> Void] = [:]
    /// The nodes presenting a sheet, alert or pop-up now, by id.
    private(set) var presenters: Set<Int> = []
    /// What the sheets and alerts placed in the last full drawing paint over the tree, in the
    /// order they were placed (a sheet presented from inside another comes after it).
    private(set) var layers: [Layer] = []

    /// Whether something is presented or was drawn presented: the frame then draws
    /// everything, as the layers paint over any region.
    var isPresenting: Bool { !presenters.isEmpty || !layers.isEmpty }

    /// Makes `node` a place keys start at while `active`, or no longer one.
    mutating func setStartsKeys(_ node: ComposedNode, _ active: Bool) {
        keyStarters.removeAll { $0.node == nil || $0.node === node }
        if active { keyStarters.append(WeakNode(node: node)) }
    }

    /// Records what closes the menu of node `id` while it is open; nil once it closed.
    mutating func setPopupCloser(_ close: (() -> Void)?, for id: Int) {
        popupClosers[id] = close
    }

    /// Records whether node `id` presents something now.
    mutating func setPresenting(_ presents: Bool, id: Int) {
        if presents { presenters.insert(id) } else { presenters.remove(id) }
    }

    /// Starts a full drawing's layers afresh.
    mutating func removeLayers() {
        layers = []
    }

    /// Takes `presenter`'s place among the layers: its old one when it was drawn before,
    /// else after everything so far. Taken before what its sheet holds is placed, so a sheet
    /// presented from inside it paints after it.
    mutating func reserveLayer(for presenter: Int) -> Int {
        if let index = layers.firstIndex(where: { $0.presenter == presenter }) { return index }
        layers.append(Layer(presenter: presenter, steps: []))
        return layers.count - 1
    }

    /// Sets what the layer at `index` (see ``reserveLayer(for:)``) paints, in `box`.
    mutating func setSteps(_ steps: [PaintStep], in box: CellRect, ofLayer index: Int) {
        layers[index].steps = steps
        layers[index].box = box
    }
}
