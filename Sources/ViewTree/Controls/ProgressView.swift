import Foundation

/// A bar of how far something got: `[██████░░░░] 60%`, or a spinner (`⠹`) turning ten times
/// a second when it is not known, as SwiftUI's indeterminate progress view spins.
public struct ProgressView<Label: View>: View {
    let label: Label
    @Environment(\.tint) private var tint
    let fraction: Double?

    /// Progress `value` out of `total`, after `label`.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
    }

    /// The label and the bar.
    public var body: some View {
        HStack(spacing: 1) {
            label
            if let fraction {
                let filled = Int((fraction * 10).rounded())
                HStack(spacing: 0) {
                    Text("[")
                    Text(String(repeating: "█", count: filled)).marked(true, tint: tint)
                    Text(String(repeating: "░", count: 10 - filled) + "]")
                }
                Text("\(Int((fraction * 100).rounded()))%")
            } else {
                Spinner()
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// Progress `value` out of `total`; nil: not known.
    public init(value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// Progress that is not known.
    public init() {
        self.init(value: nil) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// Progress titled `title`.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

/// A braille spinner turning every tenth of a second: only its own body runs per turn.
private struct Spinner: View {
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { context in
            let turn = Int((context.date.timeIntervalSinceReferenceDate * 10).rounded(.down))
            Text(String(Self.frames[turn % Self.frames.count]))
        }
    }
}
