/// A child's identity inside its owner: the path of components from the owner's body to it.
struct ViewPath: Hashable {
    var components: [PathComponent]
}

/// One step of a child's identity inside its owner's body: a position among siblings, a
/// branch of a conditional, or an explicit id from `ForEach` or a list.
enum PathComponent: Hashable {
    case position(Int)
    case branch(Int)
    case id(AnyHashable)
    case modifier
}
