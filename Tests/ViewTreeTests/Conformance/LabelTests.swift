import Testing

@testable import ViewTree

/// `Label` and label styles, as SwiftUI's: an icon (one character for an SF Symbol) and a
/// title, shown as the style in the environment says.
@Suite @MainActor struct LabelTests {
    /// A style of one's own: the icon over the title.
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon
                configuration.title
            }
        }
    }

    @Test func aLabelIsItsIconThenItsTitle() {
        let screen = Sample.host(20, 2) {
            VStack(alignment: .leading) {
                Label("Favourites", systemImage: "star.fill")
                Label {
                    Text("Custom").bold()
                } icon: {
                    Text("#")
                }
            }
        }.buffer
        #expect(screen.lines == ["★ Favourites", "# Custom"])
        #expect(screen[2, 1].style.bold)
    }

    @Test func labelStylesShowTheTitleTheIconOrBoth() {
        func screen(_ style: some LabelStyle) -> [String] {
            Sample.host(20, 2) { Label("Trash", systemImage: "trash").labelStyle(style) }.buffer.lines
        }
        #expect(screen(.automatic) == ["✗ Trash", ""])
        #expect(screen(.titleAndIcon) == ["✗ Trash", ""])
        #expect(screen(.titleOnly) == ["Trash", ""])
        #expect(screen(.iconOnly) == ["✗", ""])
        #expect(screen(VerticalLabelStyle()) == ["  ✗", "Trash"], "centred in five cells")
    }

    @Test func aButtonWithASystemImageShowsALabelInItsStyle() {
        let screen = Sample.host(24, 3) {
            VStack(alignment: .leading) {
                Button("Add", systemImage: "plus") {}
                Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly)
                Button("Delete", systemImage: "trash", role: .destructive) {}.buttonStyle(.borderless)
            }
        }.buffer
        #expect(screen.lines == ["[ + Add ]", "[ + ]", "✗ Delete"])
        #expect(screen[2, 2].style.foreground == .red)
    }
}
