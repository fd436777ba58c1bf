/// SwiftUI's older links driven by a binding: the link shows its destination while
/// `isActive` is true, so code pushes a page by setting it (a model's flag, or a hidden link
/// of `.constant(gameIsOver)`), and going back (Escape, `dismiss()`) sets it false. Pressing
/// the link sets it true. A constant binding cannot be set false: going back leaves the page
/// all the same, and it shows again when the binding turns false, then true.
extension NavigationLink {
    /// A link showing `label` that shows `destination` while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
        self.isActive = isActive
    }

    /// A link showing `label` that shows the destination while `isActive` is true.
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that shows `destination` while `isActive` is true.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link titled `title` that shows the destination while `isActive` is true.
    public init<S: StringProtocol>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination
    ) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }
}
