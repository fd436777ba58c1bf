import Testing
import TrackingCore

/// Seed 002's TodoList demo at the tracking level: one tracking per row, like one body per
/// `TodoItemView`; toggling `aaa` fires `aaa`'s tracking only.
@Suite struct Seed002Tests {
    @Test func togglingOneItemFiresOnlyThatRowsTracking() {
        let items = ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg"].map { Item($0) }
        let fired = Recorder<String>()
        var trackings: [Tracking] = []
        for item in items {
            let (_, tracking) = withCancellableTracking {
                "\(item.isDone ? "[x]" : "[ ]") \(item.title)"
            } onChange: { change in
                fired.record(change.description)
            }
            trackings.append(tracking)
        }
        items[0].isDone.toggle()
        #expect(fired.all == ["Item(aaa).isDone"])
        #expect(trackings.filter(\.isActive).count == 6)
    }
}
