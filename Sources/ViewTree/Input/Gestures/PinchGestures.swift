import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture`. A terminal reports no pinch: the gesture compiles
/// and never changes or ends (the Coming from SwiftUI article says so).
public struct MagnifyGesture: Gesture {
    /// How far the pinch went, as SwiftUI's.
    public struct Value: Equatable, Sendable {
        /// The scale from the start.
        public var magnification: CGFloat
        /// When.
        public var time: Date
    }

    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    /// Framework internal: never recognized.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> { .possible }
}

/// SwiftUI's older name of a pinch, whose value is the scale; never recognized here.
public struct MagnificationGesture: Gesture {
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}

    /// Framework internal: never recognized.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<CGFloat> { .possible }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture`; never recognized here.
public struct RotateGesture: Gesture {
    /// How far the rotation went.
    public struct Value: Equatable, Sendable {
        /// The angle from the start.
        public var rotation: Angle
        /// When.
        public var time: Date
    }

    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    /// Framework internal: never recognized.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Value> { .possible }
}

/// SwiftUI's older name of a rotation, whose value is the angle; never recognized here.
public struct RotationGesture: Gesture {
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    /// Framework internal: never recognized.
    public func _recognize(_ input: _PointerInput, _ memory: _GestureMemory) -> _GesturePhase<Angle> { .possible }
}
