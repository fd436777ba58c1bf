/// Views in rows and columns, as SwiftUI's `Grid`: each ``GridRow`` is a row, each of its
/// views a cell; a column is as wide as its widest cell, a row as tall as its tallest, and
/// the cells sit at `alignment` (centred unless told otherwise) in them. A view between the
/// rows that is not a `GridRow` (a `Divider`) spans all the columns.
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Int?
    let verticalSpacing: Int?
    let content: Content

    /// A grid of the rows of `content`, with `horizontalSpacing` empty columns between cells
    /// (nil: one, as in an `HStack`) and `verticalSpacing` empty rows between rows (nil:
    /// none, as in a `VStack`); spacings given are points, at the scale
    /// ``EnvironmentValues/pointsPerCell`` sets.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let rows = resolver.collect { resolver.resolve(view.content) }
        // A cell's column width comes from the other cells in its column: a change inside
        // lays the whole grid out again.
        resolver.owner.container.insert(.drawsLayers)
        let given = view.horizontalSpacing != nil || view.verticalSpacing != nil
        let scale = given ? resolver.environment.cellScale : .cells
        let layout = GridArrangement(
            alignment: view.alignment,
            horizontalSpacing: scale.spacing(
                view.horizontalSpacing.map { CGFloat($0) }, along: .horizontal, default: 1),
            verticalSpacing: scale.spacing(view.verticalSpacing.map { CGFloat($0) }, along: .vertical, default: 0))
        resolver.append(.grid(layout, rows))
    }
}

/// One row of a ``Grid``: each view is a cell, in the next column. Outside a grid it lays its
/// views out as an `HStack`.
public struct GridRow<Content: View>: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the views of `content`, aligned vertically as `alignment` says (nil: as the
    /// grid says).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let cells = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.gridRow(view.alignment, cells))
    }
}
