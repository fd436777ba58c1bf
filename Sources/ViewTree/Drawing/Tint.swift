extension View {
    /// The colour the controls inside mark what is on or chosen with, as SwiftUI's tint: a
    /// toggle's `[x]` when on, a picker's `(•)`, a progress bar's filled part. nil: the text
    /// colour.
    public func tint(_ tint: Color?) -> EnvironmentWriter<Self> {
        environment(\.tint, tint)
    }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour controls inside mark what is on or chosen with; nil: the text colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension Text {
    /// The text in `tint` when `isMarked` and there is one: how controls draw their marks.
    func marked(_ isMarked: Bool, tint: Color?) -> _ModifiedElement<Text> {
        foregroundColor(isMarked ? tint ?? .default : .default)
    }
}
