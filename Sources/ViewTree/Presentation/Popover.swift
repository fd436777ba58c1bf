extension View {
    /// Presents `content` in a pop-up under this view while `isPresented` is true, as
    /// SwiftUI's popover: framed, at its own size, moved to stay on the screen (over the view
    /// when there is no room under it). The views around it keep their keys and clicks, as
    /// beside a popover; Escape, `@Environment(\.dismiss)` or setting `isPresented` to false
    /// closes it. A terminal draws no arrow: `attachmentAnchor` and `arrowEdge` change nothing.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PopoverContent(
            content: self, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            popover: content)
    }

    /// Presents `content` for the item in a pop-up under this view while `item` is not nil;
    /// closing it sets `item` to nil. See ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let shown = item.wrappedValue
        return _PopoverContent(
            content: self, isPresented: shown != nil, dismiss: { item.wrappedValue = nil },
            popover: { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }
}

/// Where a popover points, as SwiftUI's: a terminal's pop-up opens under the whole view
/// whichever is given.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view: its bounds.
    case rect(Bounds)
    /// A point of the view.
    case point(UnitPoint)

    /// The rectangle a popover may point at: the view's bounds.
    public enum Bounds: Sendable {
        /// The whole view.
        case bounds
    }
}

/// Content with a popover under it.
public struct _PopoverContent<Content: View, Popover: View>: View, ModifierNodeView {
    let content: Content
    let isPresented: Bool
    let dismiss: () -> Void
    let popover: () -> Popover

    /// The content, and the popover over everything while it is presented.
    public var body: some View {
        let (isPresented, dismiss) = (self.isPresented, self.dismiss)
        let top =
            isPresented
            ? AnyView(
                popover()
                    .environment(\.dismiss, DismissAction(dismiss))
                    .cellPadding(.horizontal, 1)
                    .border()) : nil
        return content.popUp(top, isOpen: { isPresented }, close: dismiss)
    }
}
