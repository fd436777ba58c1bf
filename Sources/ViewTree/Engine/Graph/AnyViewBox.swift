/// A composed node's view value, with its type erased so nodes of all views are alike.
@MainActor
class AnyViewBox {
    /// What the node needs to know of the view's type.
    let info: ViewTypeInfo

    init(info: ViewTypeInfo) {
        self.info = info
    }

    /// Runs the body (recording the evaluation) and resolves it into elements.
    func evaluate(in node: ComposedNode, cause: EvaluationCause) -> Element {
        fatalError("subclass must implement")
    }

    /// Resolves the last body again, without running it.
    func reresolve(in node: ComposedNode) -> Element {
        fatalError("subclass must implement")
    }
}
