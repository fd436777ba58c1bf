import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label underlined, in the tint (blue
/// without one). Focused, Return or Space, or a click, hand the URL to the environment's
/// ``OpenURLAction`` (the system's opener unless you set your own).
///
/// The terminal is not told it is a hyperlink (OSC 8): ncurses writes the screen and has no
/// way to carry one.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.tint) private var tint

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label as a plain button that opens the destination.
    public var body: some View {
        let (openURL, destination) = (self.openURL, self.destination)
        return Button {
            openURL(destination)
        } label: {
            label.underline().foregroundColor(tint ?? .blue)
        }
        .buttonStyle(.plain)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `title`.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
