import Dispatch
import Synchronization

/// Case (g): two threads change the two properties one tracking read, at the same moment.
/// `onChange` must run once; this counts the trials in which it ran twice.
enum ConcurrencyCase<S: ObservationSystem> {
    static func doubleFires(trials: Int) -> Int {
        var doubles = 0
        for trial in 0..<trials {
            let model = S.makeModel()
            let fires = Atomic<Int>(0)
            blackHole(
                S.track(
                    { S.read(model) &+ S.readOther(model) },
                    onChange: {
                        fires.add(1, ordering: .relaxed)
                    }))
            let arrived = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                arrived.add(1, ordering: .sequentiallyConsistent)
                var spins = 0
                while arrived.load(ordering: .sequentiallyConsistent) < 2 && spins < 100_000 { spins += 1 }
                if lane == 0 { S.write(model, trial + 1) } else { S.writeOther(model, trial + 1) }
            }
            if fires.load(ordering: .relaxed) > 1 { doubles += 1 }
        }
        return doubles
    }
}
