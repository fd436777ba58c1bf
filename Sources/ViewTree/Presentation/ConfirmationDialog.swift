/// Whether a part of a view shows, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Equatable {
    /// The platform's choice: here, shown.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

extension View {
    /// Presents `actions` (buttons) in a column under `title` while `isPresented` is true, as
    /// SwiftUI's confirmation dialog: drawn framed over the screen as an alert is; any of its
    /// buttons dismisses it after its action, and Escape cancels it (no Cancel button is
    /// added: give one with `role: .cancel` to show one).
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> Actions
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) {
            EmptyView()
        }
    }

    /// A confirmation dialog with a message under its title; see
    /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)``.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return _PresentationContent(content: self, isPresented: isPresented.wrappedValue, dismiss: dismiss) {
            VStack(cellSpacing: 1) {
                if titleVisibility != .hidden { Text(title).bold() }
                message()
                VStack { actions() }
                    .environment(\.buttonDismissAction, DismissAction(dismiss))
                    .prefersDefaultFocus()
            }
        }
    }
}
