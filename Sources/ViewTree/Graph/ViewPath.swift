/// A child's identity inside its owner: the path of components from the owner's body to it.
struct ViewPath: Hashable {
    var components: [PathComponent]
}
