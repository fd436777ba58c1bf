import TrackingCore

/// A generic, non-final tracked class.
@Trackable
class Box<Content>: @unchecked Sendable {
    var content: Content
    let created: Int

    init(_ content: Content) {
        self.content = content
        self.created = 1
    }

    func describe() -> String { "box" }
}

/// A subclass of a tracked class, inheriting its tracking.
final class LabeledBox: Box<Int>, @unchecked Sendable {
    override func describe() -> String { "labeled box" }
}
