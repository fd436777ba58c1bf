/// What kind of container a node's body makes it, for drawing and for keys: one value where
/// there were a flag per feature. A body may be several kinds at once (a scroll view with an
/// overlay); a node with none of them is drawn alone and passes keys on as any view.
struct ContainerKind: OptionSet {
    let rawValue: UInt8

    /// It draws its content shifted and clipped (a scroll view): nodes inside are never drawn
    /// alone, and are seen only where its frame shows them.
    static let clipsContent = ContainerKind(rawValue: 1 << 0)
    /// It draws views over each other (a `ZStack`, an overlay, a grid, a custom layout): the
    /// nodes inside are drawn with all the layers, never alone. Found again at each run of
    /// its body.
    static let drawsLayers = ContainerKind(rawValue: 1 << 1)
    /// A navigation stack keeps its content laid out in no cells, under the top view:
    /// nothing inside takes keys, focus or clicks.
    static let hidesContent = ContainerKind(rawValue: 1 << 2)
    /// What it presents is a pop-up (a menu's list) drawn by it at its own size, not a sheet
    /// over the screen.
    static let presentsPopup = ContainerKind(rawValue: 1 << 3)
    /// Its pop-up is modeless (a search field's suggestions): the views around it keep their
    /// keys, focus and clicks while it shows, and keys from inside it go on out of it.
    static let presentsModelessPopup = ContainerKind(rawValue: 1 << 4)
}
