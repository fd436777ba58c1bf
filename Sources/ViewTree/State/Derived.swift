import TrackingCore

/// Computes a value from models inside a body, so that the body runs again only when the
/// value changes, not whenever what it was computed from changes.
///
/// `let isSelected = derived { list.selection === item }` in each row's body: moving the
/// selection runs the bodies of the two rows whose answer changed, not of every row.
/// Outside a body it simply returns `compute()`.
public func derived<Value: Equatable>(_ compute: @escaping () -> Value) -> Value {
    guard let node = EvaluationContext.current else { return compute() }
    let derivation = Derivation(compute)
    let index = node.addDerivation(derivation)
    return derivation.start(node: node, index: index)
}
