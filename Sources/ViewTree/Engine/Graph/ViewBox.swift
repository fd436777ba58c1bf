/// The view value of one composed node, and its last body.
final class ViewBox<V: View>: AnyViewBox {
    private(set) var view: V
    private var lastBody: V.Body?
    /// Whether `view` is a new value whose `@State` properties still point at fresh storage.
    private var needsLinking = true

    init(_ view: V) {
        self.view = view
        super.init(info: ViewTypeInfo.of(view))
    }

    func replace(with view: V) {
        self.view = view
        needsLinking = true
    }

    /// Whether `other` gives the node the same inputs as the current value, so the body
    /// need not run. `@State` and `@Environment` properties are not inputs.
    func hasSameInputs(as other: V) -> Bool {
        InputComparison.same(view, other, info: info)
    }

    override func evaluate(in node: ComposedNode, cause: EvaluationCause) -> Element {
        if needsLinking && info.hasDynamicProperties {
            DynamicProperties.link(view, to: node)
        }
        needsLinking = false
        let clock = ContinuousClock()
        let start = clock.now
        let body = EvaluationContext.run(node) { view.body }
        let duration = clock.now - start
        if !info.isModifierNode {
            node.host.record(
                EvaluationEvent(
                    frame: node.host.frameNumber, viewType: node.viewType, identity: node.identity, cause: cause,
                    duration: duration),
                of: node)
        }
        lastBody = body
        return node.resolve(body)
    }

    override func reresolve(in node: ComposedNode) -> Element {
        guard let lastBody else { return .empty }
        return node.resolve(lastBody)
    }
}
