/// The host's focus: the view that gets the keys first, and the one to give them back to
/// when a sheet or pushed view that hid it goes. Only the host's focus methods change it
/// (`ViewHost+Focus.swift`: settle, move, clear), so the focus moves in one place.
@MainActor
struct KeyFocus {
    /// The node with the focus, if any: keys go to it first.
    weak var node: ComposedNode? {
        didSet { path = node?.pathFromRoot }
    }
    /// Where the focused node was when it got the focus: a node made again in its place (a
    /// lazy list's row, after a pushed view hid the list) gets the focus back. Cleared with
    /// the focus, not when the node goes.
    private(set) var path: [ViewPath]?
    /// The node that had the focus when a sheet hid it, to get it back when the sheet goes.
    private(set) weak var beforePresentation: ComposedNode?
    /// Where that node was when it got the focus, for the node made again in its place.
    private(set) var beforePresentationPath: [ViewPath]?

    /// Whether there is a focus, or one to give back, that may need settling.
    var mayNeedSettling: Bool {
        node.map { !$0.isAlive } ?? (path != nil || beforePresentation != nil || beforePresentationPath != nil)
    }

    /// Remembers the focus as it is now, to give back when what covers it goes: `covered`,
    /// or (nil) only its place, for a node that went to be made again there.
    mutating func rememberForLater(_ covered: ComposedNode?) {
        beforePresentation = covered
        beforePresentationPath = path
    }

    /// Forgets the focus to give back: it was given back, or there is nothing to give it to.
    mutating func forgetForLater() {
        beforePresentation = nil
        beforePresentationPath = nil
    }
}
