import Dispatch
import Testing
import TrackingCore

/// The examples of seed 004 (withObservationTracking), with the outputs the article gives.
@Suite struct Seed004Tests {
    @Test func test1FiresOnceOnlyForPropertiesReadAndBeforeTheStore() {
        let store = Store()
        let output = Recorder<String>()
        let sum = withTracking {
            store.a + store.b
        } onChange: {
            output.record("Store Changed a:\(store.a) b:\(store.b) c:\(store.c)")
        }
        #expect(sum == 30)
        store.c = 100
        #expect(output.all.isEmpty)
        store.b = 100
        #expect(output.all == ["Store Changed a:10 b:20 c:100"])
        store.a = 100
        #expect(output.all == ["Store Changed a:10 b:20 c:100"])
    }

    @Test func test2ReadsOnAnotherThreadDuringApplyAreNotTracked() {
        let store = Store()
        let fired = Recorder<Bool>()
        withTracking {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = store.a + store.b
                done.signal()
            }
            done.wait()
        } onChange: {
            fired.record(true)
        }
        store.b = 100
        store.a = 100
        #expect(fired.count == 0)
    }

    @Test func computedPropertyIsTrackedThroughTheStoredOnesItReads() {
        let store = Store(firstName: "Yang", lastName: "Xu", count: 3)
        let fired = Recorder<String>()
        let name = withTracking {
            store.fullName
        } onChange: {
            fired.record("fullName")
        }
        #expect(name == "Yang Xu")
        store.a = 1
        #expect(fired.count == 0)
        store.lastName = "Li"
        #expect(fired.all == ["fullName"])
    }

    @Test func nestedObjectsTrackBothLevelsAndFireOnce() {
        let inner = Outer()
        let fired = Recorder<Int>()
        withTracking {
            _ = inner.b.b
        } onChange: {
            fired.record(1)
        }
        inner.b.b = 100
        inner.b = Inner()
        #expect(fired.count == 1)

        let outer = Outer()
        let firedByReplacement = Recorder<Int>()
        withTracking {
            _ = outer.b.b
        } onChange: {
            firedByReplacement.record(1)
        }
        outer.b = Inner()
        outer.b.b = 100
        #expect(firedByReplacement.count == 1)
    }

    @Test func customInitAndInitialValuesBothWork() {
        let store = Store(firstName: "Ada", lastName: "Lovelace", count: 7)
        #expect(store.fullName == "Ada Lovelace")
        #expect(store.count == 7)
        #expect(store.a == 10)
    }

    @Test func ignoredPropertyIsNotTracked() {
        let store = Store()
        let fired = Recorder<Int>()
        withTracking {
            _ = store.count
        } onChange: {
            fired.record(1)
        }
        store.count = 5
        #expect(fired.count == 0)
    }
}
