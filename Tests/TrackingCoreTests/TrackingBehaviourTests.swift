import Testing
import TrackingCore

/// What `withTracking` promises beyond Observation's `withObservationTracking`.
@Suite struct TrackingBehaviourTests {
    @Test func cancelBeforeAnyMutationPreventsTheFire() {
        let store = Store()
        let fired = Recorder<Int>()
        let (_, tracking) = withCancellableTracking {
            store.a
        } onChange: { _ in
            fired.record(1)
        }
        #expect(tracking.isActive)
        tracking.cancel()
        tracking.cancel()
        #expect(!tracking.isActive)
        store.a = 11
        #expect(fired.count == 0)
    }

    @Test func cancelReleasesTheClosureAndEverythingItCaptured() {
        let store = Store()
        weak var weakCapture: Item?
        var tracking: Tracking?
        do {
            let captured = Item("captured")
            weakCapture = captured
            tracking =
                withCancellableTracking {
                    store.a
                } onChange: { _ in
                    _ = captured.title
                }.tracking
        }
        #expect(weakCapture != nil)
        tracking?.cancel()
        #expect(weakCapture == nil)
    }

    @Test func firedTrackingRetainsNothing() {
        let store = Store()
        weak var weakCapture: Item?
        weak var weakTracking: Tracking?
        do {
            let captured = Item("captured")
            weakCapture = captured
            let tracking = withCancellableTracking {
                store.a
            } onChange: { _ in
                _ = captured.title
            }.tracking
            weakTracking = tracking
        }
        #expect(weakTracking != nil, "the store keeps an installed tracking alive")
        store.a = 1
        #expect(weakCapture == nil)
        #expect(weakTracking == nil)
    }

    @Test func objectDeinitReleasesItsRegistrations() {
        weak var weakTracking: Tracking?
        weak var weakCapture: Item?
        do {
            let store = Store()
            let captured = Item("captured")
            weakCapture = captured
            weakTracking =
                withCancellableTracking {
                    store.b
                } onChange: { _ in
                    _ = captured.title
                }.tracking
            #expect(weakTracking != nil)
        }
        #expect(weakTracking == nil)
        #expect(weakCapture == nil)
    }

    @Test func mutationDuringApplyIsNotLost() {
        let store = Store()
        let fired = Recorder<String>()
        let value = withTracking {
            let read = store.a
            store.a = read + 1
            return read
        } onChange: {
            fired.record("a")
        }
        #expect(value == 10)
        #expect(fired.all == ["a"])
        store.a = 50
        #expect(fired.all == ["a"], "fires once, then is gone")
    }

    @Test func didSetDeliveryReadsTheNewValue() {
        let store = Store()
        let seen = Recorder<Int>()
        _ = withCancellableTracking({ store.a }, delivery: .didSet) { _ in seen.record(store.a) }
        store.a = 42
        #expect(seen.all == [42])
    }

    @Test func willSetDeliveryReadsTheOldValue() {
        let store = Store()
        let seen = Recorder<Int>()
        _ = withCancellableTracking({ store.a }, delivery: .willSet) { _ in seen.record(store.a) }
        store.a = 42
        #expect(seen.all == [10])
    }

    @Test func changeNamesTheObjectTypeLabelAndProperty() {
        let item = Item("aaa")
        let store = Store()
        let changes = Recorder<TrackedChange>()
        _ = withCancellableTracking {
            (item.isDone, store.b)
        } onChange: {
            changes.record($0)
        }
        item.isDone = true
        let change = try! #require(changes.all.first)
        #expect(change.typeName == "Item")
        #expect(change.objectLabel == "aaa")
        #expect(change.property == "isDone")
        #expect(change.objectID == ObjectIdentifier(item))
        #expect(change.description == "Item(aaa).isDone")

        _ = withCancellableTracking {
            store.b
        } onChange: {
            changes.record($0)
        }
        store.b = 1
        #expect(changes.all.last?.description == "Store.b")
    }

    @Test func assigningAnEqualValueDoesNotNotify() {
        let store = Store()
        let fired = Recorder<Int>()
        withTracking {
            _ = store.firstName
        } onChange: {
            fired.record(1)
        }
        store.firstName = "Yang"
        #expect(fired.count == 0)
        store.firstName = "Ada"
        #expect(fired.count == 1)
    }

    @Test func inPlaceMutationNotifies() {
        let box = Box([1, 2, 3])
        let fired = Recorder<Int>()
        withTracking {
            _ = box.content.count
        } onChange: {
            fired.record(1)
        }
        box.content.append(4)
        #expect(fired.count == 1)
        #expect(box.content == [1, 2, 3, 4])
    }

    // On the main actor, where the names of computed properties are found.
    @Test @MainActor func manualAccessAndWithMutationAreTrackedLikeStoredProperties() {
        let donut = Donut()
        let changes = Recorder<String>()
        let name = withCancellableTracking {
            donut.name
        } onChange: {
            changes.record($0.property)
        }.value
        #expect(name == "glazed")
        donut.price = 3
        #expect(changes.all.isEmpty)
        donut.name = "sprinkled"
        #expect(changes.all == ["name"])
        #expect(donut.name == "sprinkled")
    }

    @Test func genericAndNonFinalClassesAreTracked() {
        let box = LabeledBox(5)
        let fired = Recorder<String>()
        _ = withCancellableTracking {
            box.content
        } onChange: {
            fired.record($0.description)
        }
        box.content = 6
        #expect(fired.all == ["LabeledBox.content"])
        #expect(box.describe() == "labeled box")
        #expect(box.created == 1)
    }

    @Test func nestedScopesRecordInnerReadsInTheOuterScopeToo() {
        let store = Store()
        let outer = Recorder<String>()
        let inner = Recorder<String>()
        withTracking {
            _ = store.a
            withTracking {
                _ = store.b
            } onChange: {
                inner.record("b")
            }
        } onChange: {
            outer.record("outer")
        }
        store.b = 1
        #expect(inner.all == ["b"])
        #expect(outer.all == ["outer"])
    }

    @Test func withoutTrackingHidesReadsFromTheScope() {
        let store = Store()
        let fired = Recorder<Int>()
        withTracking {
            withoutTracking { _ = store.a }
        } onChange: {
            fired.record(1)
        }
        store.a = 3
        #expect(fired.count == 0)
    }

    @Test func applyThatThrowsLeavesNoTracking() {
        struct Failure: Error {}
        let store = Store()
        let fired = Recorder<Int>()
        #expect(throws: Failure.self) {
            try withTracking {
                _ = store.a
                throw Failure()
            } onChange: {
                fired.record(1)
            }
        }
        store.a = 1
        #expect(fired.count == 0)
    }
}
