/// How a tab view shows its pages, as SwiftUI's `TabViewStyle`. A terminal has no swipe, so
/// every style keeps the tab bar, where keys and clicks choose a page; the page style's dots
/// are the bar's items.
public protocol TabViewStyle {}

/// The platform's tab view: the bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// Pages swiped one after the other, as on iOS: here the bar chooses them.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }

    /// The page style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's choice: the bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A sidebar on a wide screen, a bar on a narrow one: the bar.
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A bar only.
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages: the bar chooses them.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with their dots shown as `indexDisplayMode` says: the bar chooses them.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page style's dots look, as SwiftUI's `IndexViewStyle`: the bar's items here.
public protocol IndexViewStyle {}

/// Dots on a background, as SwiftUI's page index style.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows, as SwiftUI's.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }

    /// The page index style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots on a background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// The style of tab views inside: every style keeps the bar in a terminal.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }

    /// The style of a page style's dots: the bar's items in a terminal.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
}
