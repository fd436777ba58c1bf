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

/// Content with actions in a pop-up list, opened by what `trigger` says: a context menu's
/// keys and right click, or a swipe's keys.
public struct _ContextMenuContent<Content: View, Items: View>: View, ModifierNodeView {
    let content: Content
    let items: Items
    var trigger = Trigger.contextMenu
    @State private var isOpen = false

    /// What opens the list.
    enum Trigger {
        /// Shift-F10 (F22 to most terminals) or a right click.
        case contextMenu
        /// The arrow that swipes toward the edge's actions: Left for the trailing edge, Right
        /// for the leading one; a right click opens the trailing edge's too.
        case swipe(HorizontalEdge)

        func opens(_ key: Key) -> Bool {
            switch (self, key) {
            case (.contextMenu, .function(22)), (.swipe(.trailing), .left), (.swipe(.leading), .right): true
            case (.contextMenu, .mouse(let event)), (.swipe(.trailing), .mouse(let event)):
                event.kind == .secondaryClick
            default: false
            }
        }
    }

    /// The content, and the list over everything while it is open.
    public var body: some View {
        let (open, trigger) = ($isOpen, trigger)
        let close = { open.wrappedValue = false }
        let mayOpen = ComposedNode.currentMayOpenPopup()
        let list = isOpen ? AnyView(MenuList(content: items, close: close)) : nil
        return content.popUp(list, isOpen: { open.wrappedValue }, close: close) { press in
            guard trigger.opens(press.key.key), mayOpen() else { return .ignored }
            open.wrappedValue = true
            return .handled
        }
    }
}
