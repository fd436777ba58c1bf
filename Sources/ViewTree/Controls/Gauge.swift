/// A value within a range, as SwiftUI's `Gauge`: the label, then the minimum's label, a bar
/// filled as far as the value goes, the maximum's label and the current value's:
/// `Battery 0 [██████░░░░] 100 60`. Every gauge style draws this bar (a terminal has no dial).
public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel

    /// A gauge of `value` within `bounds`, with all its labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The labels around the bar.
    public var body: some View {
        HStack(cellSpacing: 1) {
            label
            minimumValueLabel
            LevelBar(fraction: fraction)
            maximumValueLabel
            currentValueLabel
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge of `value` within `bounds` after `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    /// A gauge of `value` within `bounds` after `label`, its current value's label after it.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension View {
    /// Accepted for SwiftUI code: every gauge draws the same bar here.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

/// How a gauge looks, as SwiftUI's `GaugeStyle`: here one look, a bar.
public protocol GaugeStyle {}

/// The gauge styles SwiftUI names; each draws the bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The bar.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's look: the bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A bar that fills as the value grows: the bar.
    public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A thin bar: the bar.
    public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A thin bar filled to the value: the bar.
    public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A dial: the bar (a terminal has no dial).
    public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A filled ring: the bar.
    public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
}
