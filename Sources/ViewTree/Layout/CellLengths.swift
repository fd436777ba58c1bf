// The framework's own views (bars, rows, sheets, pickers) are drawn in cells whatever
// `EnvironmentValues.pointsPerCell` says: their lengths are written with these, so that only
// the lengths an app writes are scaled.

extension HStack {
    /// A stack with `spacing` empty columns between children, in cells at any scale.
    init(alignment: VerticalAlignment = .center, cellSpacing spacing: Int, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .horizontal, spacing: max(0, spacing), verticalAlignment: alignment)
        givenSpacing = nil
        self.content = content()
    }
}

extension VStack {
    /// A stack with `spacing` empty rows between children, in cells at any scale.
    init(alignment: HorizontalAlignment = .center, cellSpacing spacing: Int, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .vertical, spacing: max(0, spacing), horizontalAlignment: alignment)
        givenSpacing = nil
        self.content = content()
    }
}

extension View {
    /// `length` empty cells on the given edges at any scale.
    func cellPadding(_ edges: Edge = .all, _ length: Int) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .padding(EdgeInsets(edges, length), givenInPoints: false))
    }

    /// A frame of fixed size in cells at any scale.
    func cellFrame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> _ModifiedElement<Self> {
        let frame = FrameLayout(
            width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment)
        return _ModifiedElement(content: self, modifier: .frame(frame, givenInPoints: false))
    }
}
