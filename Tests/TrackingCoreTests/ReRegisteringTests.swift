import Observation
import Synchronization
import Testing
import TrackingCore

/// Seed 004's `observeProperties` idiom: an `onChange` that sends `objectWillChange` and
/// tracks the properties again. Apple's Observation, on this toolchain, is the reference.
@Suite struct ReRegisteringTests {
    @Trackable final class TrackedPerson: @unchecked Sendable {
        var name = ""
        var age = 0
    }

    @Observable final class ObservedPerson: @unchecked Sendable {
        var name = ""
        var age = 0
    }

    /// The idiom over each framework: counts the `objectWillChange` it would send.
    final class WillChangeCounter: @unchecked Sendable {
        let sends = Atomic<Int>(0)

        func observe(_ person: TrackedPerson) {
            withTracking {
                _ = person.name
                _ = person.age
            } onChange: { [weak self] in
                guard let self else { return }
                sends.add(1, ordering: .relaxed)
                observe(person)
            }
        }

        func observe(_ store: AtomicStore) {
            withTracking {
                _ = store.a
                _ = store.b
            } onChange: { [weak self] in
                guard let self else { return }
                sends.add(1, ordering: .relaxed)
                observe(store)
            }
        }

        func observe(_ person: ObservedPerson) {
            withObservationTracking {
                _ = person.name
                _ = person.age
            } onChange: { [weak self] in
                guard let self else { return }
                sends.add(1, ordering: .relaxed)
                observe(person)
            }
        }

        var count: Int { sends.load(ordering: .relaxed) }
    }

    @Test func theIdiomSendsOncePerChangeAsObservationDoes() {
        let tracked = TrackedPerson()
        let observed = ObservedPerson()
        let trackedSends = WillChangeCounter()
        let observedSends = WillChangeCounter()
        trackedSends.observe(tracked)
        observedSends.observe(observed)
        let steps: [(String, Int)] = [("a", 0), ("a", 1), ("b", 1), ("b", 2), ("c", 3)]
        for (step, (name, age)) in steps.enumerated() {
            tracked.name = name
            tracked.age = age
            observed.name = name
            observed.age = age
            #expect(trackedSends.count == observedSends.count, "after step \(step)")
        }
        // One send per assignment that changed a value (both skip equal values): 6 of 10.
        #expect(trackedSends.count == 6)
    }

    @Test func aTrackingInstalledInsideWillSetFiresForTheNextChange() {
        let person = TrackedPerson()
        let seen = Recorder<Int>()
        @Sendable func track() {
            withTracking {
                _ = person.age
            } onChange: {
                seen.record(person.age)
                track()
            }
        }
        track()
        person.age = 1
        #expect(seen.all == [0])
        person.age = 2
        #expect(seen.all == [0, 1])
    }

    @Test func anotherThreadInstallingDuringTheDeliveryIsStillNeverStale() {
        // While the writer's thread runs a re-registering onChange, a tracking installed on
        // another thread may read the old value: it must fire once the value is stored.
        // Atomic storage: the race is the registrar's, not a plain Int's (see AtomicStore).
        let counter = WillChangeCounter()
        let lost = ConcurrencyStressTests.lostRacingInstalls { counter.observe($0) }
        #expect(lost == 0)
    }

    @Test func didSetOnChangeMayReinstallATrackingOnTheSameProperty() {
        let store = Store()
        let seen = Recorder<Int>()
        @Sendable func track() {
            _ = withCancellableTracking({ store.a }, delivery: .didSet) { _ in
                seen.record(store.a)
                track()
            }
        }
        track()
        store.a = 1
        store.a = 2
        store.a = 3
        #expect(seen.all == [1, 2, 3])
    }
}
