/// A guide's value set by `.alignmentGuide(_:computeValue:)`, computed from the view's
/// dimensions when a container aligns it.
struct ExplicitGuide {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    /// Whether a view of the host laying out now has set a guide: until one does, stacks and
    /// frames place their children from the sizes alone, without asking them for guides.
    /// Each host sets it from its own ``ViewHost/usesExplicitGuides`` for the span of a frame,
    /// so a host without guides never pays for another's.
    @MainActor static var inUse = false
}
