extension View {
    /// Bold text.
    public func bold(_ isActive: Bool = true) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(bold: isActive)))
    }

    /// Underlined text. A terminal draws one solid line in the text's colour: `pattern` and
    /// `color` change nothing.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> _ModifiedElement<Self>
    {
        _ModifiedElement(content: self, modifier: .style(StyleChange(underline: isActive)))
    }

    /// Foreground and background swapped, as terminals show a selection.
    public func reverse(_ isActive: Bool = true) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .style(StyleChange(reverse: isActive)))
    }

    /// One empty cell on the given edges: the terminal's default padding, whatever
    /// ``EnvironmentValues/pointsPerCell`` says.
    public func padding(_ edges: Edge = .all) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .padding(EdgeInsets(edges, 1), givenInPoints: false))
    }

    /// `length` empty cells on the given edges (points, at a scale
    /// ``EnvironmentValues/pointsPerCell`` sets).
    public func padding(_ edges: Edge = .all, _ length: Int) -> _ModifiedElement<Self> {
        padding(EdgeInsets(edges, length))
    }

    /// `length` empty cells on every edge.
    public func padding(_ length: Int) -> _ModifiedElement<Self> {
        padding(.all, length)
    }

    /// `length` empty cells on every edge, in SwiftUI's `CGFloat`s (rounded down).
    public func padding(_ length: CGFloat) -> _ModifiedElement<Self> {
        padding(.all, Int(length))
    }

    /// Empty cells on the given edges, `length` given in SwiftUI's `CGFloat`s (rounded down);
    /// nil is the default, one cell.
    public func padding(_ edges: Edge = .all, _ length: CGFloat?) -> _ModifiedElement<Self> {
        guard let length else { return padding(edges) }
        return padding(edges, Int(length))
    }

    /// Exact insets.
    public func padding(_ insets: EdgeInsets) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .padding(insets, givenInPoints: true))
    }

    /// A box-drawing border around the content, one cell thick.
    public func border(_ style: CellStyle = .plain) -> _ModifiedElement<Self> {
        _ModifiedElement(content: self, modifier: .border(style))
    }

    /// Sets an environment value for this view and the views inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> EnvironmentWriter<Self>
    {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and the views inside it, starting from the
    /// value around it, as SwiftUI's `transformEnvironment(_:transform:)`.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Puts `object` in the environment under its type, for `@Environment(Type.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { $0.setObject(object) }
    }
}

/// Framework internal: content with a style or layout modifier applied (`.bold()`,
/// `.padding()`, `.frame()`, `.border()`, ...), drawn by changing its element rather than
/// through a node of its own as a ``ModifiedContent`` is. Several views inside are stacked
/// vertically first.
public struct _ModifiedElement<Content: View>: PrimitiveView {
    let content: Content
    let modifier: ElementModifier

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        // Only a length written in code reads the scale: a style depends on nothing around it.
        let scale = view.modifier.hasLengths ? resolver.environment.cellScale : .cells
        resolver.append(view.modifier.apply(to: .combining(children), at: scale))
    }
}

/// What a layout or style modifier does to the element of its content.
enum ElementModifier {
    case style(StyleChange)
    /// Insets; given in points (scaled to cells), or the terminal's default, in cells.
    case padding(EdgeInsets, givenInPoints: Bool)
    /// A frame; its lengths given in points (scaled to cells), or the framework's, in cells.
    case frame(FrameLayout, givenInPoints: Bool)
    case border(CellStyle)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case zIndex(Double)
    case gridCell(GridCellTraits)
    case clipped

    /// Whether it holds lengths written in points.
    var hasLengths: Bool {
        switch self {
        case .padding(let insets, let givenInPoints): givenInPoints && insets != EdgeInsets()
        case .frame(let frame, let givenInPoints): givenInPoints && frame.hasFiniteLengths
        default: false
        }
    }

    /// Its element around `content`, its lengths in cells at `scale`.
    func apply(to content: Element, at scale: CellScale) -> Element {
        switch self {
        case .style(let change): .styled(change, content)
        case .padding(let insets, let givenInPoints): .padded(givenInPoints ? scale.cells(insets) : insets, content)
        case .frame(let frame, let givenInPoints): .framed(givenInPoints ? frame.cells(at: scale) : frame, content)
        case .border(let style): .bordered(style, content)
        case .fixedSize(let horizontal, let vertical): .fixed(horizontal: horizontal, vertical: vertical, content)
        case .layoutPriority(let priority): .prioritized(priority, content)
        case .zIndex(let index): .zIndexed(index, content)
        case .gridCell(let traits): .gridCell(traits, content)
        case .clipped: .clipping(content)
        }
    }
}

/// Content that sees a changed environment.
public struct EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        resolver.withEnvironment(view.change) {
            resolver.resolve(view.content)
        }
    }
}
