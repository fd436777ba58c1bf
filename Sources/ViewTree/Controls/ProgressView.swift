import Foundation

/// How far something got, as SwiftUI's `ProgressView`: by default a bar with the percentage
/// (`Upload [██████░░░░] 60%`, the current value's label in place of the percentage when
/// given), or a spinner (`⠹`) turning ten times a second when the progress is not known, as
/// SwiftUI's indeterminate progress view spins. `.progressViewStyle(_:)` picks `.linear`,
/// `.circular` or a style of one's own.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?
    @Environment(\.progressViewStyle) private var style

    /// Progress `value` out of `total`, after `label`, with `currentValueLabel` saying where
    /// it is.
    public init(
        value: Double?, total: Double = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
    }

    /// The progress in the style in effect.
    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.flatMap(Self.content),
            currentValueLabel: currentValueLabel.flatMap(Self.content))
        return style?.makeBody(configuration)
            ?? AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
    }

    /// A label as a style gets it: nil for none.
    private static func content(_ view: some View) -> StyledContent? {
        view is EmptyView ? nil : StyledContent(view)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress `value` out of `total`, after `label`.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label) { EmptyView() }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Progress `value` out of `total`; nil: not known.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// Progress that is not known.
    public init() {
        self.init(value: nil) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Progress titled `title`; without a value, not known.
    public init(_ title: String, value: Double? = nil, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress that is not known, after `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, label: label)
    }
}
