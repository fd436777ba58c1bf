/// What submits, as SwiftUI's `SubmitTriggers`: Return in a text field (``text``) or in the
/// field of a `.searchable` view (``search``), each reaching only the `onSubmit(of:_:)`
/// actions given its trigger.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers as bits.
    public let rawValue: Int

    /// Triggers from bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a `.searchable` view's field, or a search completion chosen there.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when something inside this content submits by one of `triggers`:
    /// ``SubmitTriggers/text`` (the default) for Return in a text field,
    /// ``SubmitTriggers/search`` for Return in the field of the `.searchable` view this is
    /// applied to (or around), or a suggestion chosen there. A search field runs only the
    /// search actions, as SwiftUI's: `.onSubmit { }` around it does not run for it.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentWriter(content: self) { environment in
            if triggers.contains(.text) { environment.submitAction = action }
            if triggers.contains(.search) { environment.searchSubmitAction = action }
        }
    }
}

private struct SearchSubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What Return in the field of a `.searchable` view inside runs; `onSubmit(of: .search)`
    /// sets it.
    var searchSubmitAction: (() -> Void)? {
        get { self[SearchSubmitActionKey.self] }
        set { self[SearchSubmitActionKey.self] = newValue }
    }
}
