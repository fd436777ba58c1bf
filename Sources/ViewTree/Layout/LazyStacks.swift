/// Views a scroll view pins while their section scrolls under them, as SwiftUI's
/// `PinnedScrollableViews`: accepted so SwiftUI code compiles; nothing is pinned here.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// The set with bits `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// SwiftUI's `LazyVStack`: laid out as a ``VStack``, but as wide as the space offered (its
/// children aligned in it), as SwiftUI's lazy stack is. In a vertical ``ScrollView``, a lazy
/// stack of one `ForEach` makes only the rows that show, as SwiftUI's does; elsewhere every
/// child is built.
public struct LazyVStack<Content: View>: PrimitiveView {
    let stack: VStack<Content>
    let alignment: HorizontalAlignment
    let content: Content

    /// Stacks `content` as a ``VStack`` does.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Int? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        let built = content()
        stack = VStack(alignment: alignment, spacing: spacing) { built }
        self.alignment = alignment
        self.content = built
    }

    /// Stacks `content` with `spacing` in SwiftUI's `CGFloat`s, counted in cells.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: Int(spacing), pinnedViews: pinnedViews, content: content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(
            view.stack.frame(maxWidth: .infinity, alignment: Alignment(horizontal: view.alignment, vertical: .top)))
    }
}

/// SwiftUI's `LazyHStack`: laid out as an ``HStack``, but as tall as the space offered (its
/// children aligned in it). Every child is built.
public struct LazyHStack<Content: View>: PrimitiveView {
    let stack: HStack<Content>
    let alignment: VerticalAlignment

    /// Stacks `content` as an ``HStack`` does.
    public init(
        alignment: VerticalAlignment = .center, spacing: Int? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
        self.alignment = alignment
    }

    /// Stacks `content` with `spacing` in SwiftUI's `CGFloat`s, counted in cells.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: Int(spacing), pinnedViews: pinnedViews, content: content)
    }

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.resolve(
            view.stack.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .leading, vertical: view.alignment))
        )
    }
}
