/// What a layout or style modifier does to the element of its content.
enum ElementModifier {
    case style(StyleChange)
    case padding(EdgeInsets)
    case frame(FrameLayout)
    case border(CellStyle)

    func apply(to content: Element) -> Element {
        switch self {
        case .style(let change): .styled(change, content)
        case .padding(let insets): .padded(insets, content)
        case .frame(let frame): .framed(frame, content)
        case .border(let style): .bordered(style, content)
        }
    }
}
