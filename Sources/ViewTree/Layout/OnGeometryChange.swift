extension View {
    /// Runs `action` with what `transform` makes of the view's geometry (its size, its frame)
    /// when the view first appears and each time that value changes, as SwiftUI's: read in a
    /// `GeometryReader` behind the view, so the value is the view's own, in cells.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and the new value each time what `transform` makes of the
    /// view's geometry changes (both the first value when the view appears); see
    /// ``onGeometryChange(for:of:action:)-(_,_,(T)->Void)``.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background {
            GeometryReader { proxy in
                EmptyView().onChange(of: transform(proxy), initial: true, action)
            }
        }
    }
}
