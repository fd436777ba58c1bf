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

/// SwiftUI's older links of a tag: the link is active while `selection` is its tag, as a
/// link of `isActive` is while its binding is true. Pressing it sets `selection` to the tag;
/// going back sets it nil; code that sets `selection` to a link's tag shows that link's
/// destination (the one shown before goes, when it was another link's).
extension NavigationLink {
    /// A link showing `label` that shows the destination while `selection` is `tag`.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: @escaping () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(isActive: Self.isActive(tag: tag, selection: selection), destination: destination, label: label)
    }

    /// A link showing `label` that shows `destination` while `selection` is `tag`.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: Self.isActive(tag: tag, selection: selection), label: label)
    }

    /// The link of `tag` as a link of `isActive`: true while `selection` is `tag`; set true,
    /// `selection` becomes `tag`; set false (going back), nil, unless another link's tag has
    /// taken its place since, which stays.
    static func isActive<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that shows the destination while `selection` is `tag`.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: @escaping () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` that shows the destination while `selection` is `tag`.
    /// Disfavoured, as SwiftUI's: a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: @escaping () -> Destination
    ) {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }

    /// A link titled `titleKey` that shows `destination` while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled `title` that shows `destination` while `selection` is `tag`.
    /// Disfavoured, as SwiftUI's: a literal is a ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
