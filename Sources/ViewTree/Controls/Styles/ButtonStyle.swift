import TrackingCore

/// How a button looks, given its label and whether it is pressed, as SwiftUI's `ButtonStyle`:
/// the button keeps its behaviour (focus, Return, Space, a click) and the style draws it.
/// Set one with `.buttonStyle(_:)`; it applies to every button inside.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button of this style is drawn as.
    associatedtype Body: View

    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style gets to draw a button from.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as one view.
    public let label: Label
    /// What the button is for (a destructive one deletes something), or nil.
    public let role: ButtonRole?
    let press: ButtonPress

    /// Whether the button is being pressed. A terminal key has no hold: a button is pressed
    /// for a moment (a tenth of a second and a bit) after Return, Space or a click. Reading it
    /// runs the button again when it changes; a style that does not read it never does.
    @MainActor public var isPressed: Bool { press.isPressed }

    /// A button's label, type-erased, as SwiftUI's `ButtonStyleConfiguration.Label`.
    public typealias Label = StyledContent
}

/// How a button looks and how it is triggered, as SwiftUI's `PrimitiveButtonStyle`: the
/// built-in `.automatic`, `.bordered`, `.borderless`, `.plain` and `.borderedProminent`
/// are primitive styles. In a terminal the button keeps the focus and the keys whatever the
/// style; `configuration.trigger()` runs the action from anywhere else.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button of this style is drawn as.
    associatedtype Body: View

    /// The button drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style gets to draw a button from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as one view.
    public let label: ButtonStyleConfiguration.Label
    /// What the button is for, or nil.
    public let role: ButtonRole?
    let press: ButtonPress
    let action: () -> Void
    /// How the built-in styles size the button (see ``ButtonSizing``).
    var sizing = ButtonSizing.automatic

    /// Runs the button's action (and shows it pressed for a moment).
    public func trigger() {
        action()
    }
}

/// Whether a button was pressed a moment ago: a tracked flag, so only a style that reads it
/// runs again when it changes.
@MainActor @Trackable final class ButtonPress {
    /// How long a press shows: long enough to be seen at a terminal's frame rate.
    static let shownFor = Duration.milliseconds(120)

    var isPressed = false
    @TrackingIgnored private var presses = 0

    /// Shows the button pressed, and released again after ``shownFor`` of `clock`'s time (a
    /// later press extends it).
    func flash(on clock: ViewClock) {
        presses += 1
        let press = presses
        isPressed = true
        Task { @MainActor [weak self] in
            try? await clock.sleep(for: Self.shownFor)
            guard let self, self.presses == press else { return }
            self.isPressed = false
        }
    }
}

extension Button where Label == ButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, for use in the style's body
    /// (`Button(configuration).border(.red)`): drawn as an `.automatic` one, its action the
    /// configuration's. The button being styled keeps the focus and the keys.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(styling: configuration)
    }
}
