/// What a body resolves to: primitives laid out and drawn by the view tree itself, with the
/// nodes of composed child views as leaves. Rebuilt when the owning node's body runs.
indirect enum Element {
    case empty
    case text(String)
    case spacer(minLength: Int)
    case divider
    case stack(StackLayout, [Element])
    case styled(StyleChange, Element)
    case padded(EdgeInsets, Element)
    case framed(FrameLayout, Element)
    case bordered(CellStyle, Element)
    /// A sheet drawn over content, in from its edges.
    case overlaid(Element, Element)
    /// A scroll view's content: shifted by its position and clipped to the space it gets.
    case scrolled(ScrollPosition, Element)
    case node(ViewNode)

    /// Several elements as one: a modifier applied to a group stacks it vertically.
    static func combining(_ elements: [Element]) -> Element {
        switch elements.count {
        case 0: .empty
        case 1: elements[0]
        default: .stack(StackLayout(axis: .vertical), elements)
        }
    }

    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }

    var isDivider: Bool {
        if case .divider = self { return true }
        return false
    }
}
