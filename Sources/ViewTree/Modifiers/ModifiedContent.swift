/// Content with a style or layout modifier applied (`.bold()`, `.padding()`, `.frame()`,
/// `.border()`, ...). Several views inside are stacked vertically first.
public struct ModifiedContent<Content: View>: PrimitiveView {
    let content: Content
    let modifier: ElementModifier

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(view.modifier.apply(to: .combining(children)))
    }
}
