/// How a picker shows its options, as SwiftUI's `PickerStyle`: `.automatic` as a menu in a
/// `Form` or a `List` and in a row with `(•)` marks elsewhere, `.inline` and `.radioGroup` in a column, `.segmented` as joined segments, the
/// chosen one reversed, `.menu` as a button opening the list. As in SwiftUI, there is no
/// custom picker style.
public protocol PickerStyle {
    /// How the options are laid out.
    var _layout: PickerLayout { get }
}

/// The ways a picker lays out its options.
public enum PickerLayout: Sendable, Equatable {
    /// The automatic style's: ``menu`` in a form or a list, as SwiftUI's, ``row`` elsewhere.
    case automatic
    /// `Label  ( ) a  (•) b`.
    case row
    /// One option a row, `(•)` marking the chosen one.
    case column
    /// As ``column``, in a window of five rows around the chosen option that turns with it.
    case wheel
    /// `Label │ a │ b │`, the chosen segment reversed.
    case segmented
    /// `Label [ b ▾ ]`, a button opening the options.
    case menu
}

extension PickerLayout {
    /// The layout a picker draws: the automatic one made definite for where the picker is,
    /// in the rows of a form or a list or not.
    func resolved(inRows: Bool) -> PickerLayout {
        guard self == .automatic else { return self }
        return inRows ? .menu : .row
    }
}

/// The style a picker has when none is set: a menu in a form or a list, a row elsewhere.
public struct DefaultPickerStyle: PickerStyle {
    /// A menu in a form or a list, a row elsewhere.
    public var _layout: PickerLayout { .automatic }
    /// The default style.
    public init() {}
}

/// Options in a column.
public struct InlinePickerStyle: PickerStyle {
    /// A column.
    public var _layout: PickerLayout { .column }
    /// The inline style.
    public init() {}
}

/// Options in a column of radio buttons.
public struct RadioGroupPickerStyle: PickerStyle {
    /// A column.
    public var _layout: PickerLayout { .column }
    /// The radio group style.
    public init() {}
}

/// Options as joined segments.
public struct SegmentedPickerStyle: PickerStyle {
    /// Segments.
    public var _layout: PickerLayout { .segmented }
    /// The segmented style.
    public init() {}
}

/// A button showing the chosen option that opens the others.
public struct MenuPickerStyle: PickerStyle {
    /// A menu.
    public var _layout: PickerLayout { .menu }
    /// The menu style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// A menu in a form or a list, a row elsewhere.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A column.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Joined segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button opening the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension View {
    /// Shows the pickers inside in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.pickerLayout, style._layout)
    }
}

private struct PickerLayoutKey: EnvironmentKey {
    static let defaultValue = PickerLayout.automatic
}

extension EnvironmentValues {
    /// How pickers here lay out their options.
    var pickerLayout: PickerLayout {
        get { self[PickerLayoutKey.self] }
        set { self[PickerLayoutKey.self] = newValue }
    }
}

/// Options on a page of their own, as on iOS: in a terminal the closest is a button that
/// opens the options under it, as `.menu`.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// A menu.
    public var _layout: PickerLayout { .menu }
    /// The navigation link style.
    public init() {}
}

/// Options on a turning wheel, as on iOS: here a column of five rows around the chosen
/// option, which turns as Up and Down choose.
public struct WheelPickerStyle: PickerStyle {
    /// A wheel.
    public var _layout: PickerLayout { .wheel }
    /// The wheel style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A button opening the options (a page of them on iOS).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The options around the chosen one, five rows that turn with it (a wheel on iOS).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
