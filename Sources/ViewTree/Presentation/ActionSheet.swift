/// SwiftUI's older action sheet, as its documentation describes it: a title, a message and
/// buttons presented over the screen. Drawn as a ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)``
/// (SwiftUI's replacement for it): any button dismisses it after its action, Escape cancels.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an action sheet: an ``Alert/Button``.
    public typealias Button = Alert.Button

    /// An action sheet titled `title`, with `message` under it and `buttons` (a Cancel
    /// button when none are given).
    @MainActor public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Presents the ``ActionSheet`` `content` makes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title.content, isPresented: isPresented, titleVisibility: .visible) {
            Alert.Button.views(of: sheet.buttons)
        } message: {
            if let message = sheet.message { message }
        }
    }

    /// Presents the ``ActionSheet`` `content` makes for `item` while it is not nil;
    /// dismissing sets it to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return actionSheet(isPresented: isPresented) {
            item.wrappedValue.map(content) ?? ActionSheet(title: Text(""))
        }
    }
}
