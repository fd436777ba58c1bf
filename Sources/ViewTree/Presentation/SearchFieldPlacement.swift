/// Where a `.searchable` view would like its field, as SwiftUI's `SearchFieldPlacement`. A
/// terminal has no navigation bar, toolbar or sidebar header to put it in: whichever
/// placement is given, the field is on the row above the searchable view, as with
/// ``automatic``. SwiftUI too treats a placement as a wish it may not fulfil.
public struct SearchFieldPlacement: Sendable, Equatable {
    /// Which placement this is; only told apart, never laid out differently.
    private enum Kind: Equatable {
        case automatic, toolbar, toolbarPrincipal, sidebar
        case navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    private let kind: Kind

    /// Where SwiftUI would choose: here, the row above the view.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar, in SwiftUI: here, the row above the view, as ``automatic``.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// In the toolbar's principal place, in SwiftUI: here, the row above the view, as
    /// ``automatic``.
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
    /// In a split view's sidebar, in SwiftUI: here, the row above the view, as ``automatic``.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// Under the navigation bar's title, in SwiftUI: here, the row above the view, as
    /// ``automatic`` (a pushed view's title is on the row above that).
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// Under the navigation bar's title, hidden on scrolling or not as `displayMode` says, in
    /// SwiftUI: here, the row above the view, never hidden, whichever mode is given.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }

    /// Whether a field under a navigation bar hides as its content scrolls, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`. A terminal's field never hides:
    /// both modes show it always.
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        private let hidesOnScroll: Bool

        /// Hidden as the content scrolls, in SwiftUI: here, always shown, as ``always``.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesOnScroll: true)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(hidesOnScroll: false)
    }
}
