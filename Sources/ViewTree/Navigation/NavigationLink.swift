/// A button that shows a view over the one it is in, in the enclosing `NavigationStack`:
/// `[ title › ]`. With a value, the stack's path gets the value and the
/// `navigationDestination(for:)` for its type makes the view; with a destination, the view is
/// pushed as it is.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The value the link appends, compared as an input: a parent running again with the
    /// same value does not run the link.
    let value: AnyHashable?
    let destination: (() -> Destination)?
    /// Whether the destination is shown, for SwiftUI's older links that code pushes by
    /// setting it (see ``init(destination:isActive:label:)``); nil for the others.
    var isActive: Binding<Bool>?
    @Environment(\.navigation) private var navigation
    @State private var page = PushedPage()

    /// A link showing `label` that pushes `destination`.
    public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        value = nil
    }

    /// A link showing `label` that appends `value` to the stack's path; a nil value makes a
    /// link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.value = NavigationPath.erasing(value)
        destination = nil
    }

    /// A button that pushes the target; outside a stack it does nothing. A link with an
    /// `isActive` binding sets it true, and its destination follows the binding as
    /// `navigationDestination(isPresented:)` does. While the view it pushed shows, each run
    /// of this body builds that view again, as SwiftUI's does.
    public var body: some View {
        if isActive == nil, let destination { page.update(in: navigation) { AnyView(destination()) } }
        return content
    }

    @ViewBuilder private var content: some View {
        if let isActive, let destination {
            button.navigationDestination(isPresented: isActive, destination: destination)
        } else {
            button
        }
    }

    private var button: some View {
        let (navigation, value, destination, isActive) = (self.navigation, self.value, self.destination, self.isActive)
        let page = self.page
        return Button {
            if let isActive {
                isActive.wrappedValue = true
            } else if let destination, let navigation {
                navigation.push(AnyView(destination()))
                page.id = navigation.model.pushed.last?.id
            } else if let value {
                navigation?.push(value: value)
            }
        } label: {
            HStack(cellSpacing: 1) {
                label
                Text("›")
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that appends `value` to the stack's path.
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }
}
