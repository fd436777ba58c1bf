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
    /// Its frame is a container for ``View/containerRelativeFrame(_:alignment:)`` (a navigation
    /// stack's page, a tab's, a split view's column): views inside size themselves from it.
    static let sizesRelativeFrames = ContainerKind(rawValue: 1 << 5)
}

extension ViewNode {
    /// Whether it draws its content shifted and clipped (a scroll view): nodes inside are
    /// never drawn alone, and are seen only where its frame shows them.
    var clipsContent: Bool { container.contains(.clipsContent) }
    /// Whether what it presents is a pop-up (a menu's list) drawn by it at its own size, not
    /// a sheet over the screen.
    var presentsPopup: Bool { container.contains(.presentsPopup) }
    /// Whether its pop-up leaves the keys, focus and clicks to the views around it.
    var presentsModelessPopup: Bool { container.contains(.presentsModelessPopup) }
    /// Whether its body draws views over each other (a ZStack): the nodes inside are drawn
    /// with all the layers, never alone.
    var drawsLayers: Bool { container.contains(.drawsLayers) }
    /// Whether a navigation stack keeps its content laid out in no cells, under the top view:
    /// nothing inside takes keys, focus or clicks.
    var hidesContent: Bool { container.contains(.hidesContent) }
    /// Whether its frame is a container ``View/containerRelativeFrame(_:alignment:)`` sizes
    /// views from.
    var sizesRelativeFrames: Bool { container.contains(.sizesRelativeFrames) }
}
