/// Modifiers of a phone's or a window's look that a terminal does not have: safe areas (a
/// terminal has no notch or home indicator), the colour scheme (the terminal's theme is the
/// user's), list separators and spacing, scroll bounce, materials behind scroll views, the
/// keyboard's look, haptics and sheet sizes. They compile and change nothing; the Coming from
/// SwiftUI article lists them.
extension View {
    /// Content drawn into the safe areas: a terminal has none, every cell is usable.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// SwiftUI's older name for ``ignoresSafeArea(_:edges:)``.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// The colour scheme asked of the system: a terminal's colours are its theme's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }

    /// The separators between list rows: rows here have none to hide.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// The separators' tint: rows here have none.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// The separators between list sections: sections here have none.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Space between list rows: rows are one line apart, as a terminal list's are.
    public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }

    /// Space between list sections.
    public func listSectionSpacing(_ spacing: CGFloat) -> Self { self }

    /// Insets of a list row: a row starts at the list's edge.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

    /// The system background behind a scroll view or list: there is none, the terminal's
    /// background shows.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

    /// Whether a scroll view bounces at its ends: a terminal scrolls by rows and stops.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = .vertical) -> Self { self }

    /// Whether scroll indicators show: a terminal scroll view shows none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.horizontal, .vertical])
        -> Self
    {
        self
    }

    /// How scrolling dismisses the software keyboard: a terminal has none.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    /// The sizes a sheet may take: a sheet takes the screen.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// Whether a sheet shows a drag indicator: there is nothing to drag.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    /// A sheet's corner radius: cells have square corners.
    public func presentationCornerRadius(_ radius: CGFloat?) -> Self { self }

    /// A sheet's background: its border and the terminal's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }

    /// Haptic feedback when `trigger` changes: a terminal has none.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// The size of controls: a control here is a line of text.
    public func controlSize(_ size: ControlSize) -> Self { self }

    /// The shape of bordered buttons: `[ ]` in a terminal.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }

    /// The label of the software keyboard's return key: a terminal's is Enter.
    public func submitLabel(_ label: SubmitLabel) -> Self { self }

    /// Whether autocorrection runs while typing: a terminal has none.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// SwiftUI's older name for ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
}

/// Which safe areas a view extends into, as SwiftUI's.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions' bits.
    public let rawValue: Int
    /// Regions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device's edges.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Light or dark, as SwiftUI's: the terminal's theme is whatever the user set, reported
/// as light (see `EnvironmentValues.colorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The top and bottom edges, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The edges' bits.
        public let rawValue: Int
        /// Edges from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// How a scroll view bounces, as SwiftUI's.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether scroll indicators show, as SwiftUI's.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How scrolling dismisses the keyboard, as SwiftUI's.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// At once.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// With the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A size a sheet may take, as SwiftUI's.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(fraction)") }
    /// A height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(height)pt") }
}

/// Haptic feedback, as SwiftUI's.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// Success.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// A selection change.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
}

/// The size of controls, as SwiftUI's.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of bordered buttons, as SwiftUI's.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// The software keyboard's return key, as SwiftUI's.
public enum SubmitLabel: Hashable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}
