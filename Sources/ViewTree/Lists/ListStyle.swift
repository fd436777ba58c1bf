/// How a list draws its rows and sections, as SwiftUI's `ListStyle`. A terminal list has one
/// look (rows one under another, the selection reversed), so the styles are accepted for
/// SwiftUI code and look alike.
public protocol ListStyle {}

/// The platform's list look.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// Sections set apart.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Sections set apart and inset.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections set apart.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections set apart and inset.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Accepted for SwiftUI code: a terminal list has one look.
    public func listStyle<S: ListStyle>(_ style: S) -> Self {
        self
    }
}
