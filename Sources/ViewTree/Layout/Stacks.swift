/// What HStack and VStack share: content laid out along an axis.
@MainActor
enum Stack {
    /// Appends the stack's element: `layout`, with `givenSpacing` (points, when the code gave
    /// one) in cells at the environment's scale.
    static func resolve<Content: View>(
        _ content: Content, layout: StackLayout, givenSpacing: Int?, into resolver: _ViewResolver
    ) {
        var layout = layout
        // No spacing is none at any scale: only a length reads it.
        if let givenSpacing, givenSpacing > 0 {
            layout.spacing = resolver.environment.cellScale.cells(givenSpacing, along: layout.axis)
        }
        let children = resolver.collect { resolver.resolve(content) }
        resolver.append(.stack(layout, children))
    }
}

/// Lays out its content left to right, centred vertically unless told otherwise, with one
/// empty column between children by default: SwiftUI's default spacing, in cells, so two
/// texts never run together.
public struct HStack<Content: View>: PrimitiveView {
    let layout: StackLayout
    let givenSpacing: Int?
    let content: Content

    /// Stacks `content` with `spacing` empty columns between children (nil: the default,
    /// one), aligned as `alignment` says.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .horizontal, spacing: max(0, spacing ?? 1), verticalAlignment: alignment)
        givenSpacing = spacing
        self.content = content()
    }

    /// Stacks `content` with `spacing` given in SwiftUI's `CGFloat`s, counted in cells
    /// (rounded down).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: Int(spacing), content: content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        Stack.resolve(view.content, layout: view.layout, givenSpacing: view.givenSpacing, into: resolver)
    }
}

/// Lays out its content top to bottom, centred horizontally unless told otherwise, with no
/// empty row between children by default (a row is as tall as SwiftUI's default spacing is
/// small: a blank line between every two would halve what a screen shows).
public struct VStack<Content: View>: PrimitiveView {
    let layout: StackLayout
    let givenSpacing: Int?
    let content: Content

    /// Stacks `content` with `spacing` empty rows between children (nil: the default, none),
    /// aligned as `alignment` says.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .vertical, spacing: max(0, spacing ?? 0), horizontalAlignment: alignment)
        givenSpacing = spacing
        self.content = content()
    }

    /// Stacks `content` with `spacing` given in SwiftUI's `CGFloat`s, counted in cells
    /// (rounded down).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: Int(spacing), content: content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        Stack.resolve(view.content, layout: view.layout, givenSpacing: view.givenSpacing, into: resolver)
    }
}
