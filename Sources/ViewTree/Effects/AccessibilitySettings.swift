/// The system's accessibility settings, as SwiftUI's environment reads them. A terminal app
/// is not told the user's settings (the terminal applies its own: its font, its colours,
/// its screen reader reading the screen), so each value is the terminal's own answer.
extension EnvironmentValues {
    /// Whether to keep motion to a minimum: false. Changes made `withAnimation` show their end
    /// state in the frame of the change whatever this says; false keeps the motion an app
    /// asks for on purpose (`KeyframeAnimator`, `PhaseAnimator`, a `TimelineView`) as its
    /// author wrote it, since no user setting asked for less.
    public var accessibilityReduceMotion: Bool { false }

    /// Whether to draw solid where SwiftUI draws translucent: false; a cell's colour is solid
    /// anyway.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether to tell states apart by more than their colour: false, as no setting asks it.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the system inverts colours: false; a terminal's theme is its own.
    public var accessibilityInvertColors: Bool { false }

    /// Whether buttons show their shape: true, since every button here is drawn in brackets,
    /// `[ Save ]`, a shape a user sees without a setting.
    public var accessibilityShowButtonShapes: Bool { true }

    /// Whether VoiceOver runs: false; a terminal's screen reader reads the screen, not views.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control runs: false.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether an assistive technology reads the views: false, as for VoiceOver.
    public var accessibilityEnabled: Bool { false }

    /// The weight the user asked text to have: `.regular`, the terminal's text as drawn (a
    /// view may set it for the views inside, as in SwiftUI).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

/// The weight of text the user asks for, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Text as the app draws it.
    case regular
    /// Heavier text.
    case bold
}

private struct LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { .regular }
}
