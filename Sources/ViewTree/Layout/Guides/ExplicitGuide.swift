/// A guide's value set by `.alignmentGuide(_:computeValue:)`, computed from the view's
/// dimensions when a container aligns it.
struct ExplicitGuide {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    /// Whether any view has set a guide: until one does, stacks and frames place their
    /// children from the sizes alone, without asking them for guides.
    @MainActor static var inUse = false
}
