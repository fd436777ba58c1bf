/// The toolbar items of one page of a navigation stack: every `.toolbar` modifier on the page
/// (and `navigationBarItems`) adds its own, as SwiftUI's toolbars gather the items of all of
/// them. Each modifier's items are kept by its node, so running again replaces them and the
/// node leaving the tree takes them away; the innermost modifier's come first, in the order
/// they are written.
struct PageToolbar {
    /// The items one modifier set.
    struct Source: Identifiable {
        /// The modifier's node.
        let id: Int
        let depth: Int
        var items: AnyView
    }

    private(set) var sources: [Source] = []

    var isEmpty: Bool { sources.isEmpty }

    /// Sets the items of the modifier whose node is `node`, `depth` deep in the tree.
    mutating func set(_ items: AnyView, from node: Int, depth: Int) {
        if let index = sources.firstIndex(where: { $0.id == node }) {
            sources[index].items = items
            return
        }
        let position = sources.firstIndex { $0.depth < depth } ?? sources.endIndex
        sources.insert(Source(id: node, depth: depth, items: items), at: position)
    }

    /// Takes away the items of the modifier whose node is `node`.
    mutating func remove(from node: Int) {
        sources.removeAll { $0.id == node }
    }
}
