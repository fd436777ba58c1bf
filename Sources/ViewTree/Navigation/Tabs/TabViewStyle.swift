/// How a tab view shows its pages, as SwiftUI's `TabViewStyle`: under a tab bar, or one at a
/// time over a row of dots, as swiped pages are (`.page`). As in SwiftUI, there is no custom
/// tab view style.
public protocol TabViewStyle {
    /// How the pages are laid out.
    var _layout: TabViewLayout { get }
}

/// The ways a tab view lays out its pages.
public enum TabViewLayout: Sendable, Equatable {
    /// The tab bar over the page chosen.
    case bar
    /// The page chosen alone, centred, over a row of dots for the pages (`● ○ ○`) shown as
    /// `indexDisplayMode` says: Left and Right on the dots, a click on one, or the wheel turn
    /// the page.
    case pages(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
}

/// The platform's tab view: the bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The bar.
    public var _layout: TabViewLayout { .bar }
    /// The default style.
    public init() {}
}

/// Pages swiped one after the other, as on iOS: here one page at a time over its dots, the
/// arrows, clicks and the wheel turning it.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }

    /// One page at a time, with its dots as `indexDisplayMode` says.
    public var _layout: TabViewLayout { .pages(indexDisplayMode: indexDisplayMode) }
    private let indexDisplayMode: IndexDisplayMode

    /// The page style: its dots show when there is more than one page (`.automatic`), always
    /// or never.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
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
    /// One page at a time over its dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// One page at a time, its dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page style's dots look, as SwiftUI's `IndexViewStyle`: a terminal's dots have one
/// look.
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
    /// The style of tab views inside: a bar over the pages, or one page at a time.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.tabViewLayout, style._layout)
    }

    /// Accepted for SwiftUI code: a terminal's page dots have one look.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
}

private struct TabViewLayoutKey: EnvironmentKey {
    static let defaultValue = TabViewLayout.bar
}

extension EnvironmentValues {
    /// How tab views here lay out their pages.
    var tabViewLayout: TabViewLayout {
        get { self[TabViewLayoutKey.self] }
        set { self[TabViewLayoutKey.self] = newValue }
    }
}
