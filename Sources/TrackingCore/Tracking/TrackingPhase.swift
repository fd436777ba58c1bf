/// The life of a ``Tracking``, advanced by atomic compare-and-exchange so that exactly one
/// thread wins each ending: one fire, or one cancel.
enum TrackingPhase: UInt8 {
    /// `apply` is running; reads are being recorded.
    case collecting
    /// A mutation claimed the tracking while `apply` ran; its change is being written.
    case claimedWhileCollecting
    /// A mutation fired the tracking while `apply` ran; the owner delivers it after `apply`.
    case firedWhileCollecting
    /// Installed and waiting for a change.
    case installed
    /// Fired: `onChange` ran or is running. Terminal.
    case fired
    /// Cancelled before any change. Terminal.
    case cancelled
}
