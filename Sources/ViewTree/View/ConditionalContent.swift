/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder. The branch is
/// part of the identity: switching branches replaces the content instead of updating it.
public struct ConditionalContent<First: View, Second: View>: PrimitiveView {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        switch view.storage {
        case .first(let first):
            resolver.withComponent(.branch(0)) { resolver.resolve(first) }
        case .second(let second):
            resolver.withComponent(.branch(1)) { resolver.resolve(second) }
        }
    }
}
