/// A control that adds or takes away a step, as SwiftUI's `Stepper`: `Quantity: 3 [-|+]`.
/// Focused, Right or `+` steps up and Left or `-` down (Up and Down stay free to move the
/// focus through a form); a click on `-` or `+` steps. A bound reached dims its side. Each step
/// is one edit: `onEditingChanged` is told true before it and false after.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    /// Whether a step up (down) stays within the bounds, read in the stepper's body so that a
    /// change of the value runs the stepper, not the view that made it.
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    @Environment(\.isEnabled) private var isEnabled

    /// A stepper that runs `onIncrement` and `onDecrement` (nil: that side is off).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label(), increment: onIncrement, decrement: onDecrement, can: ({ true }, { true }),
            editing: onEditingChanged)
    }

    private init(
        label: Label, increment: (() -> Void)?, decrement: (() -> Void)?, can: (up: () -> Bool, down: () -> Bool),
        editing: @escaping (Bool) -> Void
    ) {
        self.label = label
        // A key or a click is a whole edit: it begins and ends around the step.
        self.increment = increment.map { step in
            {
                editing(true); step(); editing(false)
            }
        }
        self.decrement = decrement.map { step in
            {
                editing(true); step(); editing(false)
            }
        }
        canIncrement = can.up
        canDecrement = can.down
    }

    /// A stepper of `value` by `step`, kept within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(),
            increment: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
            decrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
            can: ({ value.wrappedValue < bounds.upperBound }, { value.wrappedValue > bounds.lowerBound }),
            editing: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    /// The label, then `[-|+]`; keys and clicks step.
    public var body: some View {
        let isEnabled = self.isEnabled
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let increment = isEnabled && canIncrement() ? self.increment : nil
        let decrement = isEnabled && canDecrement() ? self.decrement : nil
        // Keys may come before the body runs again: the handler asks the bounds when it runs.
        let (stepUp, stepDown) = (self.increment, self.decrement)
        let (canIncrement, canDecrement) = (self.canIncrement, self.canDecrement)
        return HStack(cellSpacing: 1) {
            _ControlLabel(content: label)
            HStack(spacing: 0) {
                Text("[")
                StepperSide(symbol: "-", action: decrement)
                Text("|")
                StepperSide(symbol: "+", action: increment)
                Text("]")
            }
        }
        .reverse(isFocused)
        .foregroundColor(isEnabled ? .default : .brightBlack)
        .onKeyPress { press in
            guard isEnabled else { return .ignored }
            switch press.key {
            case .rightArrow, "+", "=": if canIncrement() { stepUp?() }
            case .leftArrow, "-": if canDecrement() { stepDown?() }
            default: return .ignored
            }
            return .handled
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` by `step`, kept within `bounds`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled `title` of `value` by `step`, without bounds.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// One side of a stepper: a click on it steps; dimmed when it cannot.
private struct StepperSide: View {
    let symbol: String
    let action: (() -> Void)?

    var body: some View {
        let action = self.action
        return Text(symbol)
            .opacity(action == nil ? 0.4 : 1)
            .onKeyPress { press in
                guard press.isClick, let action else { return .ignored }
                action()
                return .handled
            }
    }
}
