import Dispatch
import Synchronization
import Testing
import TrackingCore

/// Continuous observation: `observeContinuously` and the `TrackedValues` sequence.
@Suite struct ContinuousTrackingTests {
    @Test func deliversEveryNewValueAfterTheStoreUntilCancelled() {
        let store = Store()
        let seen = Recorder<Int>()
        let (initial, observation) = observeContinuously {
            store.a + store.b
        } onChange: {
            seen.record($0)
        }
        #expect(initial == 30)
        store.a = 11
        store.b = 21
        store.c = 99
        #expect(seen.all == [31, 32])
        observation.cancel()
        #expect(!observation.isActive)
        store.a = 0
        #expect(seen.all == [31, 32])
    }

    @Test func followsWhatTheLatestEvaluationRead() {
        let store = Store()
        let seen = Recorder<String>()
        let (_, observation) = observeContinuously {
            store.a > 10 ? store.firstName : store.lastName
        } onChange: {
            seen.record($0)
        }
        store.firstName = "ignored while a <= 10"
        #expect(seen.all.isEmpty)
        store.a = 11
        store.lastName = "ignored while a > 10"
        store.firstName = "Ada"
        #expect(seen.all == ["ignored while a <= 10", "Ada"])
        withExtendedLifetime(observation) {}
    }

    @Test func aChangeMadeByOnChangeItselfIsDeliveredAfterwardsNotNested() {
        let store = Store()
        let seen = Recorder<Int>()
        let depth = Atomic<Int>(0)
        let maxDepth = Atomic<Int>(0)
        let (_, observation) = observeContinuously {
            store.a
        } onChange: { value in
            let now = depth.add(1, ordering: .relaxed).newValue
            if now > maxDepth.load(ordering: .relaxed) { maxDepth.store(now, ordering: .relaxed) }
            seen.record(value)
            if value < 13 { store.a = value + 1 }
            depth.subtract(1, ordering: .relaxed)
        }
        store.a = 11
        #expect(seen.all == [11, 12, 13])
        #expect(maxDepth.load(ordering: .relaxed) == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func releasingTheHandleStopsTheObservation() {
        let store = Store()
        let seen = Recorder<Int>()
        do {
            let (_, observation) = observeContinuously {
                store.a
            } onChange: {
                seen.record($0)
            }
            store.a = 1
            withExtendedLifetime(observation) {}
        }
        store.a = 2
        #expect(seen.all == [1])
    }

    @Test func lastDeliveredValueIsCurrentUnderConcurrentWrites() {
        let store = AtomicStore()
        let last = Atomic<Int>(-1)
        let (_, observation) = observeContinuously {
            store.a
        } onChange: {
            last.store($0, ordering: .relaxed)
        }
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for step in 0..<500 { store.a = lane * 1_000 + step }
        }
        #expect(last.load(ordering: .relaxed) == store.a)
        withExtendedLifetime(observation) {}
    }

    @Test func trackedValuesYieldsTheCurrentValueThenEachChange() async {
        let store = Store()
        var iterator = TrackedValues { store.a + store.b }.makeAsyncIterator()
        #expect(await iterator.next() == 30)
        store.a = 20
        #expect(await iterator.next() == 40)
    }

    @Test func trackedValuesCoalescesChangesMadeWhileTheConsumerIsBusy() async {
        let store = Store()
        var iterator = TrackedValues { store.a }.makeAsyncIterator()
        #expect(await iterator.next() == 10)
        store.a = 1
        store.a = 2
        store.a = 3
        #expect(await iterator.next() == 3)
    }

    @Test func trackedValuesWaitsForAChangeFromAnotherTask() async {
        let store = Store()
        let values = TrackedValues { store.b }
        let received = Atomic<Int>(0)
        let consumer = Task {
            var collected: [Int] = []
            for await value in values {
                collected.append(value)
                received.add(1, ordering: .sequentiallyConsistent)
                if value == 3 { break }
            }
            return collected
        }
        // The consumer starts when the shared pool has a thread for it: on a loaded machine,
        // later than any fixed sleep. It is the first value that says it has started.
        await Self.wait { received.load(ordering: .sequentiallyConsistent) > 0 }
        for value in 1...3 {
            try? await Task.sleep(for: .milliseconds(20))
            store.b = value
        }
        let collected = await consumer.value
        #expect(collected.first == 20)
        #expect(collected.last == 3)
    }

    @Test func cancellingTheConsumingTaskEndsTheSequence() async {
        let store = Store()
        let received = Atomic<Int>(0)
        let consumer = Task {
            var count = 0
            for await _ in TrackedValues({ store.c }) {
                count += 1
                received.add(1, ordering: .sequentiallyConsistent)
            }
            return count
        }
        await Self.wait { received.load(ordering: .sequentiallyConsistent) > 0 }
        consumer.cancel()
        #expect(await consumer.value == 1)
    }

    /// Waits for `condition`, up to ten minutes: tests running beside this one hold the shared
    /// pool's threads for as long as they run (minutes under ThreadSanitizer).
    private static func wait(for condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }
}
