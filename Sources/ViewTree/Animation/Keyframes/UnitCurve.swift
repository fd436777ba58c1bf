/// A curve from 0 to 1 that sets the pace of a change, as SwiftUI's `UnitCurve`: a
/// ``LinearKeyframe`` moves through its segment at the pace of its curve. `value(at:)` of 0
/// is 0 and of 1 is 1; in between, the curve's shape.
public struct UnitCurve: Hashable, Sendable {
    /// The shape: a straight line, or a cubic Bézier curve through (0, 0) and (1, 1).
    private enum Shape: Hashable, Sendable {
        case linear
        case bezier(UnitPoint, UnitPoint)
    }

    private let shape: Shape

    /// A constant pace.
    public static let linear = UnitCurve(shape: .linear)
    /// Slow at the start.
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: .bottomTrailing)
    /// Slow at the end.
    public static let easeOut = bezier(startControlPoint: .topLeading, endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow at both ends.
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// A cubic Bézier curve from (0, 0) to (1, 1) shaped by two control points, whose `x`
    /// (the time) is kept between 0 and 1 so the curve never goes back in time.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func clamped(_ point: UnitPoint) -> UnitPoint { UnitPoint(x: min(max(point.x, 0), 1), y: point.y) }
        return UnitCurve(shape: .bezier(clamped(startControlPoint), clamped(endControlPoint)))
    }

    /// How far the change has come when `progress` of its time has passed (both from 0 to 1).
    public func value(at progress: Double) -> Double {
        let progress = min(max(progress, 0), 1)
        switch shape {
        case .linear:
            return progress
        case .bezier(let start, let end):
            return Self.coordinate(Self.parameter(forX: progress, start.x, end.x), start.y, end.y)
        }
    }

    /// How fast the change moves at `progress`: the slope of ``value(at:)``.
    public func velocity(at progress: Double) -> Double {
        let progress = min(max(progress, 0), 1)
        switch shape {
        case .linear:
            return 1
        case .bezier(let start, let end):
            let parameter = Self.parameter(forX: progress, start.x, end.x)
            let dx = Self.slope(parameter, start.x, end.x)
            let dy = Self.slope(parameter, start.y, end.y)
            // A flat time axis (a control point on the start or end) would divide by zero.
            return abs(dx) < 1e-9 ? (dy == 0 ? 0 : dy.sign == .minus ? -1e9 : 1e9) : dy / dx
        }
    }

    /// One coordinate of the Bézier curve from 0 through `first` and `second` to 1.
    private static func coordinate(_ parameter: Double, _ first: Double, _ second: Double) -> Double {
        let rest = 1 - parameter
        return 3 * rest * rest * parameter * first + 3 * rest * parameter * parameter * second
            + parameter * parameter * parameter
    }

    /// The derivative of ``coordinate(_:_:_:)`` by the parameter.
    private static func slope(_ parameter: Double, _ first: Double, _ second: Double) -> Double {
        let rest = 1 - parameter
        return 3 * rest * rest * first + 6 * rest * parameter * (second - first) + 3 * parameter * parameter
            * (1 - second)
    }

    /// The parameter at which the curve's time is `x`: Newton's steps, and halving where they
    /// stall (the time coordinate only grows, since its control points lie between 0 and 1).
    private static func parameter(forX x: Double, _ first: Double, _ second: Double) -> Double {
        var guess = x
        for _ in 0..<8 {
            let error = coordinate(guess, first, second) - x
            if abs(error) < 1e-12 { return guess }
            let derivative = slope(guess, first, second)
            guard abs(derivative) > 1e-9 else { break }
            guess -= error / derivative
            guard (0...1).contains(guess) else { break }
        }
        var (low, high) = (0.0, 1.0)
        guess = x
        for _ in 0..<60 {
            let value = coordinate(guess, first, second)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = guess } else { high = guess }
            guess = (low + high) / 2
        }
        return guess
    }
}
