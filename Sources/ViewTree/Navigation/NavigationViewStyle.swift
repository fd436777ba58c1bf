/// How a `NavigationView` shows its columns, as SwiftUI's older `NavigationViewStyle`: a
/// terminal's `NavigationView` is a stack (use `NavigationSplitView` for columns), so every
/// style shows it as a stack.
public protocol NavigationViewStyle {}

/// One view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns, on a wide screen: here a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The columns style.
    public init() {}
}

/// The platform's choice: a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns: here a stack.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice: a stack.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// The style of a `NavigationView`: a stack in a terminal, whatever the style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}
