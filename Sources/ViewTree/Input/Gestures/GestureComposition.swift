/// Gestures made of two, as SwiftUI's: at once, one after the other, or one before the other.
extension Gesture {
    /// This gesture and `other` recognized together; see ``SimultaneousGesture``.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it ended; see ``SequenceGesture``.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one does not happen; see ``ExclusiveGesture``.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
