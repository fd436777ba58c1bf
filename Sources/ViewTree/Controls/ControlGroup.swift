/// Related controls together, as SwiftUI's `ControlGroup`: side by side, one cell apart, as an
/// `HStack` of them (a terminal draws no shared frame around them).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// The controls of `content`, grouped.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls in a row.
    public var body: some View {
        HStack(cellSpacing: 1) { content }
    }
}

extension ControlGroup {
    /// Controls with a label, which shows before them (in a menu SwiftUI would title it).
    public init<Label: View, Controls: View>(
        @ViewBuilder content: () -> Controls, @ViewBuilder label: () -> Label
    ) where Content == TupleView<Label, Controls> {
        self.init {
            label(); content()
        }
    }
}

extension View {
    /// Accepted for SwiftUI code: a control group is a row here whatever the style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// How a control group looks, as SwiftUI's `ControlGroupStyle`: here one look, a row.
public protocol ControlGroupStyle {}

/// The control group styles SwiftUI names; each draws a row.
public struct DefaultControlGroupStyle: ControlGroupStyle {
    /// A row.
    public init() {}
}

extension ControlGroupStyle where Self == DefaultControlGroupStyle {
    /// The platform's look: a row.
    public static var automatic: DefaultControlGroupStyle { DefaultControlGroupStyle() }
    /// Buttons side by side: a row.
    public static var navigation: DefaultControlGroupStyle { DefaultControlGroupStyle() }
    /// A menu: a row here (the controls stay in sight).
    public static var menu: DefaultControlGroupStyle { DefaultControlGroupStyle() }
    /// A compact menu: a row.
    public static var compactMenu: DefaultControlGroupStyle { DefaultControlGroupStyle() }
    /// A palette: a row.
    public static var palette: DefaultControlGroupStyle { DefaultControlGroupStyle() }
}
