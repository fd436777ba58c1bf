import Dispatch
import Synchronization
import Testing
import TrackingCore

/// Many threads mutating and tracking at once: no tracking fires twice, none is lost.
@Suite struct ConcurrencyStressTests {
    static let trials = 3_000

    /// Runs `first` and `second` on two threads, started together as closely as possible.
    static func race(_ first: @Sendable () -> Void, _ second: @Sendable () -> Void) {
        let arrived = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            arrived.add(1, ordering: .sequentiallyConsistent)
            var spins = 0
            while arrived.load(ordering: .sequentiallyConsistent) < 2 && spins < 100_000 { spins += 1 }
            if lane == 0 { first() } else { second() }
        }
    }

    @Test func onChangeFiresExactlyOnceWhenThreadsMutateTogether() {
        var doubleFires = 0
        var lostFires = 0
        for trial in 0..<Self.trials {
            let store = AtomicStore()
            let fires = Atomic<Int>(0)
            _ = withCancellableTracking {
                (store.a, store.b)
            } onChange: { _ in
                fires.add(1, ordering: .relaxed)
            }
            Self.race({ store.a = trial + 1 }, { store.b = trial + 1 })
            switch fires.load(ordering: .relaxed) {
            case 0: lostFires += 1
            case 1: break
            default: doubleFires += 1
            }
        }
        #expect(doubleFires == 0)
        #expect(lostFires == 0)
    }

    @Test func didSetTrackingsFireExactlyOnceToo() {
        var wrongCounts = 0
        for trial in 0..<Self.trials {
            let store = AtomicStore()
            let fires = Atomic<Int>(0)
            _ = withCancellableTracking({ (store.a, store.b) }, delivery: .didSet) { _ in
                fires.add(1, ordering: .relaxed)
            }
            Self.race({ store.a = trial + 1 }, { store.b = trial + 1 })
            if fires.load(ordering: .relaxed) != 1 { wrongCounts += 1 }
        }
        #expect(wrongCounts == 0)
    }

    @Test func aWriteRacingTheInstallIsNeverLost() {
        #expect(Self.lostRacingInstalls() == 0)
    }

    /// How many of `trials` installs, racing a write on another thread, ended neither fired
    /// nor holding the value now there. `prepare` sets up each fresh store first.
    static func lostRacingInstalls(prepare: (AtomicStore) -> Void = { _ in }) -> Int {
        var lost = 0
        for trial in 0..<Self.trials {
            let store = AtomicStore()
            prepare(store)
            let fired = Atomic<Bool>(false)
            let seen = Atomic<Int>(-1)
            Self.race(
                {
                    let value = withTracking {
                        store.a
                    } onChange: {
                        fired.store(true, ordering: .relaxed)
                    }
                    seen.store(value, ordering: .relaxed)
                },
                { store.a = trial + 1_000 })
            if !fired.load(ordering: .relaxed) && seen.load(ordering: .relaxed) != store.a { lost += 1 }
        }
        return lost
    }

    @Test func cancelRacingAMutationEndsTheTrackingOnce() {
        var wrong = 0
        for trial in 0..<Self.trials {
            let store = AtomicStore()
            let fires = Atomic<Int>(0)
            let (_, tracking) = withCancellableTracking {
                store.a
            } onChange: { _ in
                fires.add(1, ordering: .relaxed)
            }
            Self.race({ tracking.cancel() }, { store.a = trial + 1 })
            if fires.load(ordering: .relaxed) > 1 || tracking.isActive { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func manyThreadsTrackingAndMutatingSharedObjects() {
        let stores = (0..<8).map { _ in AtomicStore() }
        let overFired = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { lane in
            for step in 0..<2_000 {
                let store = stores[(lane + step) % stores.count]
                let fires = Atomic<Int>(0)
                withTracking {
                    _ = store.a + store.b
                } onChange: {
                    if fires.add(1, ordering: .relaxed).newValue > 1 { overFired.add(1, ordering: .relaxed) }
                }
                if step % 2 == 0 { store.a = step } else { store.b = step }
            }
        }
        #expect(overFired.load(ordering: .relaxed) == 0)
    }
}
