extension View {
    /// Keeps the sheet this view is in open when the user would close it, as SwiftUI's:
    /// while `isDisabled`, Escape does not dismiss it (a terminal's way to swipe a sheet
    /// away); `dismiss()` and the app setting its binding still do. For a form with changes
    /// not saved yet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// Whether a view inside a sheet keeps the user from dismissing it: any one of them does.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
