extension View {
    /// Sets where the guide `g` lies in this view, from its dimensions: a stack aligned by
    /// `g` puts it on the line of its other children's. A custom guide set inside a stack is
    /// passed on by the stack, so views in different stacks line up.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("indented").alignmentGuide(.leading) { $0[.leading] - 2 }
    /// }
    /// ```
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> AlignmentGuideContent<Self> {
        AlignmentGuideContent(content: self, guide: ExplicitGuide(key: g.guide.key, compute: computeValue))
    }

    /// Sets where the guide `g` lies in this view, from its dimensions (see
    /// the horizontal one).
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> AlignmentGuideContent<Self> {
        AlignmentGuideContent(content: self, guide: ExplicitGuide(key: g.guide.key, compute: computeValue))
    }
}

/// Content that sets an alignment guide: `.alignmentGuide(_:computeValue:)`.
public struct AlignmentGuideContent<Content: View>: PrimitiveView {
    let content: Content
    let guide: ExplicitGuide

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        // From now on, this host's containers ask their children for guides.
        resolver.owner.host.usesExplicitGuides = true
        ExplicitGuide.inUse = true
        resolver.append(.guided(view.guide, .combining(children)))
    }
}
