extension View {
    /// Runs `action` when the view is clicked `count` times in a row (two: a double click),
    /// as SwiftUI's tap gesture: each click for one, the second of each pair for two. Clicks
    /// count as in a row when they fall on the same cell within half a second of each other.
    /// A click that is not the one counted goes on to the views around. As in SwiftUI, a tap gesture takes no focus and no keys: use a `Button`
    /// for what the keyboard must reach.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapGestureContent(content: self, count: count, action: action)
    }
}

/// Content that runs an action on its `count`-th click in a row.
public struct _TapGestureContent<Content: View>: View, ModifierNodeView {
    let content: Content
    let count: Int
    let action: () -> Void
    @State private var clicks = ClickRun()
    @Environment(\.clock) private var clock

    /// The content; its clicks are counted.
    public var body: some View {
        let (clicks, count, action, clock) = (self.clicks, self.count, self.action, self.clock)
        return content.onKeyPress { press in
            guard case .mouse(let event) = press.key.key, press.isClick else { return .ignored }
            guard clicks.add(event, at: clock.now) % max(count, 1) == 0 else { return .ignored }
            action()
            return .handled
        }
    }
}

/// The clicks in a row so far: where and when the last one fell, and how many there were.
final class ClickRun {
    /// How long after a click the next one still counts as in a row.
    static let interval = Duration.milliseconds(500)

    private var last: (event: MouseEvent, at: ViewClock.Instant)?
    private var count = 0

    /// Counts `event`, made at `now`; returns how many clicks in a row it makes.
    func add(_ event: MouseEvent, at now: ViewClock.Instant) -> Int {
        if let last, last.event.x == event.x, last.event.y == event.y, last.at.duration(to: now) <= Self.interval {
            count += 1
        } else {
            count = 1
        }
        last = (event, now)
        return count
    }
}
