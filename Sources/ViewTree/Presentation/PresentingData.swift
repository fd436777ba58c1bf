import Foundation

extension View {
    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil, as
    /// SwiftUI's: `actions` get the data. Any of its buttons dismisses it after its action.
    public func alert<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// An alert about `data` with a message under its title; see
    /// ``alert(_:isPresented:presenting:actions:)``.
    public func alert<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
    ) -> some View {
        alert(title, isPresented: Self.presenting(isPresented, data)) {
            if let data { actions(data) }
        } message: {
            if let data { message(data) }
        }
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not nil, as
    /// SwiftUI's: titled with the error's `errorDescription` (its description when it gives
    /// none); `actions` get the error. Any of its buttons dismisses it after its action.
    public func alert<E: LocalizedError, Actions: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> Actions
    ) -> some View {
        alert(isPresented: isPresented, error: error, actions: { _ in actions() }, message: { _ in EmptyView() })
    }

    /// An alert for `error` with a message under its title; see
    /// ``alert(isPresented:error:actions:)``.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> Actions,
        @ViewBuilder message: @escaping (E) -> Message
    ) -> some View {
        let title = error.map { $0.errorDescription ?? String(describing: $0) } ?? ""
        return alert(title, isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is
    /// not nil, as SwiftUI's: `actions` get the data. See
    /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)``.
    public func confirmationDialog<T, Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions
        ) { _ in EmptyView() }
    }

    /// A confirmation dialog about `data` with a message under its title; see
    /// ``confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)``.
    public func confirmationDialog<T, Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> Actions, @ViewBuilder message: @escaping (T) -> Message
    ) -> some View {
        confirmationDialog(title, isPresented: Self.presenting(isPresented, data), titleVisibility: titleVisibility) {
            if let data { actions(data) }
        } message: {
            if let data { message(data) }
        }
    }

    /// `isPresented` as seen by a presentation that needs `data` too: true only while there
    /// is data; dismissing sets `isPresented` false.
    private static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let hasData = data != nil
        return Binding(get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
    }
}
