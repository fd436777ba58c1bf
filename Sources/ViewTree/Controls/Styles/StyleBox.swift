/// A style of any type kept in the environment (a button's, a toggle's, a label's), with the
/// function that draws a configuration in it. Two boxes are equal when they hold equal styles
/// (by `==`, or the same bytes for a style that is not Equatable), so a view that sets the same
/// style again does not run the controls inside.
struct StyleBox<Configuration>: Equatable {
    private let style: Any
    private let isSame: (Any) -> Bool
    let makeBody: @MainActor (Configuration) -> AnyView

    @MainActor init<Style>(_ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> some View) {
        self.style = style
        isSame = { other in
            guard let other = other as? Style else { return false }
            return ValueEquality.equal(style, other) ?? ValueEquality.sameBytes(style, other)
        }
        self.makeBody = { configuration in AnyView(makeBody(style, configuration)) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isSame(rhs.style)
    }
}

extension View {
    /// This view with `style` over the styles of its kind already in effect (kept under `key`,
    /// the innermost last), so a style's own control can be drawn in the one outside it.
    func adding<Key: EnvironmentKey, Configuration>(_ style: StyleBox<Configuration>, to key: Key.Type)
        -> EnvironmentWriter<Self> where Key.Value == [StyleBox<Configuration>]
    {
        // Not the recording getter: setting a style is not a read of the styles outside.
        EnvironmentWriter(content: self) { $0[key] = $0.entry(key) + [style] }
    }
}
