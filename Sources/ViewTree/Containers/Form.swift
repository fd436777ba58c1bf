/// Controls for settings, grouped in sections, as SwiftUI's `Form`: one per row from the top
/// left, each section's header bold over its rows (indented two cells), its footer faint, a
/// blank row after it. Tab and Shift-Tab, or Up and Down, go through the controls. As
/// SwiftUI's form (a list), it takes all the space offered, its rows at the top: in a sheet
/// or a stack its title bar stays at the top.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows, in a column.
    public var body: some View {
        VStack(alignment: .leading) {
            content
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.isInForm, true)
    }
}

/// How a form lays out its rows, as SwiftUI's `FormStyle`. A terminal form has one layout,
/// so the styles are accepted for SwiftUI code and look alike.
public protocol FormStyle {}

/// The platform's form layout.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
}

/// Sections set apart, as on iOS.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// Labels in a column, as on macOS.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's layout.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections set apart.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in a column.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Accepted for SwiftUI code: a terminal form has one layout.
    public func formStyle<S: FormStyle>(_ style: S) -> Self {
        self
    }
}

private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views here are rows of a `Form`.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}
