/// A title with an icon, as SwiftUI's `Label`: `★ Favourites`. How the two are shown is the
/// label style's (`.labelStyle(_:)`): both by default, or the title or the icon alone. In a
/// toolbar the default is the icon alone, as SwiftUI's, when the icon is a symbol drawn as a
/// character of its own (else the title shows too: `▫` alone says nothing).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isToolbarItem) private var isToolbarItem

    /// A label made of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The style's drawing of the title and the icon.
    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: StyledContent(title),
            icon: StyledContent(icon))
        if let style { return style.makeBody(configuration) }
        if isToolbarItem, (icon as? Image)?.isKnownSymbol == true {
            return AnyView(IconOnlyLabelStyle().makeBody(configuration: configuration))
        }
        return AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` with the SF Symbol `systemImage` as its icon (one character in a terminal).
    public init(_ title: String, systemImage: String) {
        self.init {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
        }
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// A button showing `title` with the SF Symbol `systemImage`, as a ``Label``.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }

    /// A button for `role` showing `title` with the SF Symbol `systemImage`.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }
}
