/// A button that opens a list of actions, as SwiftUI's `Menu`: `[ Actions ▾ ]`. Return,
/// Space or a click open the list under it (over it near the bottom of the screen), the first
/// item focused; Up and Down move through the items, Return runs one and closes the list,
/// Escape closes it. While it is open nothing else takes keys, focus or clicks.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isOpen = false

    /// A menu of `content` (buttons, dividers, sections) shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// A menu whose button runs `primaryAction`; Down opens the list (SwiftUI opens it on a
    /// long press, which a terminal does not have).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The button, and the list over everything while it is open.
    public var body: some View {
        let open = $isOpen
        let isOpen = self.isOpen
        let close = { open.wrappedValue = false }
        let list = isOpen ? AnyView(MenuList(content: content, close: close)) : nil
        let button = Button(action: primaryAction ?? { open.wrappedValue = true }) {
            HStack(cellSpacing: 1) {
                label
                Text("▾")
            }
        }
        return button.popUp(list, isOpen: { open.wrappedValue }, close: close) { press in
            guard press.key == .downArrow, primaryAction != nil else { return .ignored }
            open.wrappedValue = true
            return .handled
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewTree.Label<Text, Image> {
    /// A menu titled `title` with the symbol `systemImage`, drawn as a `Label` of them is.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewTree.Label(title, systemImage: systemImage) }
    }
}

/// A menu's open list: its items in a box, each as wide as the widest, the focused one
/// reversed; an item's action closes the list.
struct MenuList<Content: View>: View {
    let content: Content
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            content
        }
        .buttonStyle(MenuItemStyle())
        .environment(\.buttonDismissAction, DismissAction(close))
        .prefersDefaultFocus()
        .fixedSize()
        .border()
    }
}

/// A menu item: its label across the list's width, a destructive one in red.
struct MenuItemStyle: PrimitiveButtonStyle, Equatable {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(" ")
            configuration.label.foregroundColor(configuration.role == .destructive ? .red : .default)
            Spacer(cellMinLength: 1)
        }
        .frame(maxWidth: .infinity)
    }
}
