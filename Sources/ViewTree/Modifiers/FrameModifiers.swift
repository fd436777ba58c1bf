extension View {
    /// A frame of fixed size on the axes given (an axis left nil takes the content's size);
    /// the content sits at `alignment` inside it, centred unless told otherwise. Lengths are
    /// points, at the scale ``EnvironmentValues/pointsPerCell`` sets (a cell each under test).
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center)
        -> _ModifiedElement<Self>
    {
        _ModifiedElement(
            content: self,
            modifier: .frame(
                FrameLayout(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment),
                givenInPoints: true))
    }

    /// A frame of fixed size in SwiftUI's `CGFloat`s (rounded down to whole points): a
    /// `GeometryReader`'s `proxy.size.width / 2` sizes a frame as it does in SwiftUI.
    public func frame(width: CGFloat?, height: CGFloat? = nil, alignment: Alignment = .center)
        -> _ModifiedElement<Self>
    {
        frame(width: width.map { Self.cells($0) }, height: height.map { Self.cells($0) }, alignment: alignment)
    }

    /// A frame of fixed height in SwiftUI's `CGFloat`s (`.frame(height: rowHeight)`), the
    /// width the content's, or `width` when given (rounded down to whole points).
    public func frame(width: CGFloat? = nil, height: CGFloat, alignment: Alignment = .center)
        -> _ModifiedElement<Self>
    {
        frame(width: width.map { Self.cells($0) }, height: Self.cells(height), alignment: alignment)
    }

    /// A frame with limits on its size, as SwiftUI's flexible frame: on an axis with no limit
    /// it takes the content's size; with a minimum it is at least that; with a maximum it
    /// grows toward what it is offered, up to the maximum (`.infinity`, in the `CGFloat`
    /// spelling: all of it); asked for
    /// its ideal size (by `.fixedSize()`, a scroll view, a stack measuring), it is the ideal
    /// given, else the content's. The content sits at `alignment` inside it, centred unless
    /// told otherwise.
    public func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil,
        idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center
    ) -> _ModifiedElement<Self> {
        flexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth.map { CellExtent($0) },
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight.map { CellExtent($0) },
            alignment: alignment)
    }

    /// The flexible frame in SwiftUI's `CGFloat`s (rounded down to whole points;
    /// `.infinity` takes all the space offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> _ModifiedElement<Self> {
        flexibleFrame(
            minWidth: minWidth.map { Self.cells($0) }, idealWidth: idealWidth.map { Self.cells($0) },
            maxWidth: maxWidth.map { Self.extent($0) }, minHeight: minHeight.map { Self.cells($0) },
            idealHeight: idealHeight.map { Self.cells($0) }, maxHeight: maxHeight.map { Self.extent($0) },
            alignment: alignment)
    }

    private func flexibleFrame(
        minWidth: Int?, idealWidth: Int?, maxWidth: CellExtent?, minHeight: Int?, idealHeight: Int?,
        maxHeight: CellExtent?, alignment: Alignment
    ) -> _ModifiedElement<Self> {
        _ModifiedElement(
            content: self,
            modifier: .frame(
                FrameLayout(
                    minWidth: minWidth.map { max(0, $0) }, idealWidth: idealWidth.map { max(0, $0) },
                    maxWidth: maxWidth, minHeight: minHeight.map { max(0, $0) },
                    idealHeight: idealHeight.map { max(0, $0) }, maxHeight: maxHeight, alignment: alignment),
                givenInPoints: true))
    }

    nonisolated private static func cells(_ length: CGFloat) -> Int {
        length.isFinite ? Int(max(0, min(length, CGFloat(Int32.max))).rounded(.down)) : Int(Int32.max)
    }

    nonisolated private static func extent(_ length: CGFloat) -> CellExtent {
        length.isInfinite ? .infinity : CellExtent(cells(length))
    }
}
