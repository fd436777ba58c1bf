import Testing
import TrackingCore

/// What ends when: the object a tracking read, the tracking's closure, the reads it let go.
@Suite struct LifetimeTests {
    /// Writes to a store when it ends: code that runs when a tracking's closure is released.
    final class WritesWhenReleased: Sendable {
        let target: Store

        init(_ target: Store) {
            self.target = target
        }

        deinit {
            target.b = 99
        }
    }

    @Test func anObjectsEndReleasesItsTrackingsClosureWhichMayUseTracking() {
        let other = Store()
        let otherFired = Recorder<Int>()
        withTracking {
            other.b
        } onChange: {
            otherFired.record(1)
        }
        weak var weakCapture: WritesWhenReleased?
        do {
            let store = Store()
            let capture = WritesWhenReleased(other)
            weakCapture = capture
            withTracking {
                store.a
            } onChange: {
                _ = capture
            }
        }
        // The store ended with the tracking installed: its closure, and the capture, ended
        // with it, and the capture's own write reached the other store's tracking.
        #expect(weakCapture == nil)
        #expect(other.b == 99)
        #expect(otherFired.count == 1)
    }

    @Test func aTrackingFiredByOneObjectIsForgottenByTheOthersItRead() {
        let first = Store()
        let second = Store()
        let fired = Recorder<String>()
        _ = withCancellableTracking {
            first.a + second.a
        } onChange: { change in
            fired.record(change.property)
        }
        first.a = 1
        second.a = 2
        // A new tracking of the second store is the only one it fires.
        withTracking {
            second.a
        } onChange: {
            fired.record("again")
        }
        second.a = 3
        #expect(fired.all == ["a", "again"])
    }

    @Test func aWriteNobodyObservedIsSeenByTheNextTracking() {
        let store = Store()
        store.a = 5
        let fired = Recorder<Int>()
        let seen = withTracking {
            store.a
        } onChange: {
            fired.record(1)
        }
        #expect(seen == 5)
        store.a = 6
        store.a = 7
        #expect(fired.count == 1)
    }

    @Test func aReadOutsideAnyScopeOnThisThreadRecordsNothing() {
        let store = Store()
        let fired = Recorder<Int>()
        withTracking {
            withoutTracking { _ = store.a }
            _ = store.b
        } onChange: {
            fired.record(1)
        }
        _ = store.c
        store.a = 1
        store.c = 1
        #expect(fired.count == 0)
        store.b = 1
        #expect(fired.count == 1)
    }
}
