extension View {
    /// Actions for this view in a pop-up list, as SwiftUI's `.contextMenu`: a right click on
    /// it, or Shift-F10 (the context-menu key of GTK and Windows, F22 to most terminals)
    /// while it or a view inside has the focus, opens the list under it; the list works as a
    /// ``Menu``'s (Up and Down, Return runs an item and closes it, Escape closes it).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuContent(content: self, items: menuItems())
    }
}

extension View {
    /// A context menu with a preview, as SwiftUI's: the actions open as without one; a
    /// terminal has no room to lift a preview over the screen, so it is not shown.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        _ContextMenuContent(content: self, items: menuItems())
    }
}

/// Content with a context menu.
public struct _ContextMenuContent<Content: View, Items: View>: View, ModifierNodeView {
    let content: Content
    let items: Items
    @State private var isOpen = false

    /// The content, and the list over everything while it is open.
    public var body: some View {
        let open = $isOpen
        let close = { open.wrappedValue = false }
        let mayOpen = ComposedNode.currentMayOpenPopup()
        EvaluationContext.current?.showsPopup(open.wrappedValue, close: close)
        let list = isOpen ? AnyView(MenuList(content: items, close: close)) : nil
        return _PresentationLayer(base: content, top: list)
            .onKeyPress { press in
                switch press.key.key {
                case .escape where open.wrappedValue: close()
                case .function(22) where !open.wrappedValue && mayOpen(): open.wrappedValue = true
                case .mouse(let event) where event.kind == .secondaryClick && !open.wrappedValue && mayOpen():
                    open.wrappedValue = true
                default: return .ignored
                }
                return .handled
            }
    }
}
