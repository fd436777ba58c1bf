/// A control that picks a value from a range along a track, as SwiftUI's `Slider`:
/// `Volume ━━━━━━●─────── ` as wide as it is offered. Focused, Left and Right move by the step
/// (a twentieth of the range without one), Home and End go to the bounds; a click on the track
/// puts the value there, and a drag from it moves the value with the pointer (past the ends,
/// to the bounds). The minimum and maximum value labels, when given, sit at the ends. Each
/// key, click or move of a drag is one edit: `onEditingChanged` is told true before it and
/// false after.
public struct Slider<Label: View>: View {
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumLabel: AnyView?
    let maximumLabel: AnyView?
    /// Told true when a key or a click starts moving the value, false when it is done.
    let editingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    /// A slider of `value` within `bounds`, in steps of `step` when given.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        editingChanged = onEditingChanged
        minimumLabel = nil
        maximumLabel = nil
    }

    /// A slider with `minimumValueLabel` and `maximumValueLabel` at its ends.
    public init<V: BinaryFloatingPoint, MinimumLabel: View, MaximumLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> MinimumLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        editingChanged = onEditingChanged
        minimumLabel = AnyView(minimumValueLabel())
        maximumLabel = AnyView(maximumValueLabel())
    }

    /// The label, the value labels and the track between them; keys and clicks move the value.
    public var body: some View {
        let isEnabled = self.isEnabled
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let (value, move, place) = (self.value, self.move, self.place)
        return HStack(cellSpacing: 1) {
            label
            minimumLabel
            SliderTrack(
                fraction: fraction(of: value.wrappedValue), tint: isEnabled ? tint : nil, isFocused: isFocused,
                place: { isEnabled ? place(value, $0) : () })
            maximumLabel
        }
        .foregroundColor(isEnabled ? .default : .brightBlack)
        .onKeyPress { press in
            guard isEnabled else { return .ignored }
            switch press.key {
            case .rightArrow: move(value, 1)
            case .leftArrow: move(value, -1)
            case KeyEquivalent(Key.home): move(value, -.infinity)
            case KeyEquivalent(Key.end): move(value, .infinity)
            default: return .ignored
            }
            return .handled
        }
    }

    /// Where `value` sits in the bounds, from 0 to 1.
    private func fraction(of value: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
    }

    /// Sets `value` to the point `fraction` of the way along the bounds, on a step.
    private func place(_ value: Binding<Double>, _ fraction: Double) {
        editingChanged(true)
        value.wrappedValue = clamped(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
        editingChanged(false)
    }

    /// Moves `value` by `steps` steps (infinite: to a bound), rounded to the step.
    private func move(_ value: Binding<Double>, _ steps: Double) {
        let size = step ?? (bounds.upperBound - bounds.lowerBound) / 20
        editingChanged(true)
        value.wrappedValue = clamped(value.wrappedValue + steps * size)
        editingChanged(false)
    }

    /// `candidate` within the bounds, on a step from the lower bound when there is a step.
    private func clamped(_ candidate: Double) -> Double {
        var result = min(max(candidate, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 { result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }
}

/// A slider's track, as wide as it is offered: filled up to the knob (in the tint), the rest a
/// thin line. A click on it puts the knob there.
private struct SliderTrack: View {
    let fraction: Double
    let tint: Color?
    let isFocused: Bool
    let place: (Double) -> Void

    var body: some View {
        let (fraction, tint, isFocused, place) = (self.fraction, self.tint, self.isFocused, self.place)
        let frame = FocusReader.currentFrame()
        return GeometryReader { proxy in
            let width = max(proxy.cells.width, 1)
            let knob = Int((fraction * Double(width - 1)).rounded())
            HStack(spacing: 0) {
                Text(String(repeating: "━", count: knob)).foregroundColor(tint ?? .default)
                Text("●").reverse(isFocused)
                Text(String(repeating: "─", count: width - knob - 1))
            }
        }
        .cellFrame(height: 1)
        .onKeyPress { press in
            guard case .mouse(let event) = press.key.key, event.kind == .click || event.kind == .drag else {
                return .ignored
            }
            let cells = frame()
            place(cells.width > 1 ? Double(event.x - cells.x) / Double(cells.width - 1) : 0)
            return .handled
        }
    }
}

extension Slider where Label == EmptyView {
    /// A slider of `value` within `bounds`, without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}
