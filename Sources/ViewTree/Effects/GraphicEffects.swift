/// SwiftUI's graphic effects, which change how a view's pixels look and nothing of its layout
/// or behaviour. A terminal draws characters in cells, in one size and with no transparency,
/// so these compile and draw nothing: the view is drawn as it would be without them (the
/// Coming from SwiftUI article lists each). Rotations, scales and clip shapes change no
/// frame in SwiftUI either, so nothing around the view moves.
extension View {
    /// Round corners: a cell has square ones, so nothing is drawn differently.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }

    /// Clipped to `shape`: a view is clipped to its frame's cells already; nothing more.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }

    /// A drop shadow: a terminal has no blur or transparency to draw it with.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

    /// A blur: none in cells.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }

    /// Scaled by `scale`: characters have one size; the frame does not change (as in SwiftUI).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }

    /// Scaled by `scale` on each axis: characters have one size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }

    /// Scaled by `x` and `y`: characters have one size.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }

    /// Rotated by `angle`: cells do not rotate.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

    /// Rotated in three dimensions: cells do not rotate.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> Self { self }

    /// Brighter or darker: a terminal's colours stay as they are.
    public func brightness(_ amount: Double) -> Self { self }

    /// More or less contrast: a terminal's colours stay as they are.
    public func contrast(_ amount: Double) -> Self { self }

    /// More or less saturated: a terminal's colours stay as they are.
    public func saturation(_ amount: Double) -> Self { self }

    /// Grey: a terminal's colours stay as they are.
    public func grayscale(_ amount: Double) -> Self { self }

    /// Hues turned: a terminal's colours stay as they are.
    public func hueRotation(_ angle: Angle) -> Self { self }

    /// Colours multiplied by `color`: a terminal's colours stay as they are.
    public func colorMultiply(_ color: Color) -> Self { self }

    /// Colours inverted: a terminal's colours stay as they are.
    public func colorInvert() -> Self { self }

    /// Blended with what is behind: cells are opaque.
    public func blendMode(_ mode: BlendMode) -> Self { self }

    /// Drawn offscreen first: cells are drawn as they are.
    public func compositingGroup() -> Self { self }

    /// Drawn as one image: cells are drawn as they are.
    public func drawingGroup(opaque: Bool = false) -> Self { self }

    /// Masked by `mask`'s opacity: cells are opaque, the view shows whole.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> Self { self }

    /// Masked by `mask`'s opacity: cells are opaque, the view shows whole.
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }

    /// The shape that takes taps: clicks go to a view's frame, whatever its shape.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// The shape for a kind of interaction: clicks go to a view's frame, whatever its shape.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}

/// How a view's colours mix with what is behind it, as SwiftUI's; cells are opaque.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

/// The interactions a content shape is for, as SwiftUI's.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds' bits.
    public let rawValue: Int
    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Taps and clicks.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Pointer hovering.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
