/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`. Set one with
/// `.progressViewStyle(_:)`; it applies to every progress view inside.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view of this style is drawn as.
    associatedtype Body: View

    /// The progress view drawn from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style gets to draw a progress view from.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws a progress view from.
public struct ProgressViewStyleConfiguration {
    /// How far it got, from 0 to 1; nil when it is not known.
    public let fractionCompleted: Double?
    /// What the progress is of, if the view has a label.
    public var label: Label?
    /// Where the progress is, if the view has a label for it.
    public var currentValueLabel: CurrentValueLabel?

    /// A progress view's label, type-erased.
    public typealias Label = StyledContent
    /// A progress view's current value label, type-erased.
    public typealias CurrentValueLabel = StyledContent

    /// The current value's label, else `fraction` as a percentage: what the built-in styles
    /// show after the bar or the circle.
    @MainActor @ViewBuilder func currentValue(_ fraction: Double) -> some View {
        if let currentValueLabel {
            currentValueLabel
        } else {
            Text("\(Int((fraction * 100).rounded()))%")
        }
    }
}

/// The style a progress view has when none is set: a bar when the progress is known, a
/// spinner when not.
public struct DefaultProgressViewStyle: ProgressViewStyle, Equatable {
    /// The default style.
    public init() {}

    /// A bar, or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar, `[██████░░░░] 60%`, as SwiftUI's linear style; when the progress is not known, a
/// block going along the bar.
public struct LinearProgressViewStyle: ProgressViewStyle, Equatable {
    private var tint: Color?

    /// The linear style.
    public init() {}

    /// The linear style, its bar in `tint` (SwiftUI's older spelling of `.tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label, the bar, and the current value's label or the percentage.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                tinted(LevelBar(fraction: fraction))
                configuration.currentValue(fraction)
            } else {
                TimelineView(.periodic(from: .now, by: 0.1)) { context in
                    tinted(LevelBar(block: Int((context.date.timeIntervalSinceReferenceDate * 10).rounded(.down)) % 10))
                }
                configuration.currentValueLabel
            }
        }
    }

    /// The bar in this style's tint, or in the tint around it when the style has none.
    @ViewBuilder private func tinted(_ bar: LevelBar) -> some View {
        if let tint { bar.tint(tint) } else { bar }
    }
}

/// A spinner (`⠹`) turning ten times a second, as SwiftUI's circular style spins; when the
/// progress is known, a circle filled by quarters and the percentage (`◑ 50%`), as macOS
/// draws a known circular progress as a filling circle.
public struct CircularProgressViewStyle: ProgressViewStyle, Equatable {
    private var tint: Color?

    /// The circular style.
    public init() {}

    /// The circular style, its spinner or circle in `tint` (SwiftUI's older spelling of
    /// `.tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    private static let quarters = Array("○◔◑◕●")

    /// The label, and the spinner or the circle.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(cellSpacing: 1) {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                Text(String(Self.quarters[Int((fraction * 4).rounded())])).foregroundColor(tint)
                configuration.currentValue(fraction)
            } else {
                TimelineView(.periodic(from: .now, by: 0.1)) { context in
                    let turn = Int((context.date.timeIntervalSinceReferenceDate * 10).rounded(.down))
                    Text(String(Self.frames[turn % Self.frames.count])).foregroundColor(tint)
                }
                configuration.currentValueLabel
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The style a progress view has when none is set: a bar, or a spinner.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a filling circle.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside in `style`: `.linear`, `.circular`, or a style of
    /// your own.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> EnvironmentWriter<Self> {
        environment(\.progressViewStyle, StyleBox(style) { $0.makeBody(configuration: $1) })
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleBox<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style progress views here are drawn in; nil: `.automatic`.
    var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
