import Testing
import TrackingCore

@Trackable class TrackedBase {
    var name = "base"
    var count = 0
}

@Trackable final class TrackedSub: TrackedBase {
    var detail = "sub"
    var flag = false
}

/// A @Trackable class inheriting from another tracks both levels, as Observation does.
@Suite struct SubclassTests {
    @Test func changesAtEitherLevelFireOnceAndNameTheirProperty() {
        for change in ["name", "count", "detail", "flag"] {
            let object = TrackedSub()
            let fired = Recorder<String>()
            let (_, tracking) = withCancellableTracking({
                (object.name, object.count, object.detail, object.flag)
            }) { change in fired.record(change.property) }
            switch change {
            case "name": object.name = "renamed"
            case "count": object.count += 1
            case "detail": object.detail = "changed"
            default: object.flag.toggle()
            }
            object.count += 1
            #expect(fired.all == [change])
            #expect(!tracking.isActive)
        }
    }

    @Test func readingOneLevelIsNotFiredByTheOther() {
        let object = TrackedSub()
        let fired = Recorder<Int>()
        withTracking({ _ = object.detail }, onChange: { fired.record(1) })
        object.name = "renamed"
        object.count = 5
        #expect(fired.count == 0)
        object.detail = "changed"
        #expect(fired.count == 1)
    }
}
