import Synchronization

/// Case (f): many rows, each with its own tracking of its item's done flag, as a list view
/// has one body per row. A toggle fires the row's tracking, which marks it dirty; the frame
/// then re-installs the dirty rows.
enum RowCases<S: ObservationSystem> {
    struct Result {
        var installNanoseconds: Double
        var bytesPerRow: Double
        var toggleNanoseconds: Double
        var exactlyOneFired: Bool
    }

    static func run(rows count: Int, toggles: Int = 2_000) -> Result {
        let models = (0..<count).map { _ in S.makeModel() }
        let dirty = DirtyRows()
        func install(_ row: Int) {
            blackHole(S.track({ S.read(models[row]) }, onChange: { dirty.mark(row) }))
        }
        let start = Stopwatch.now()
        let (bytes, _) = HeapMeter.bytes(per: count) {
            for row in 0..<count { install(row) }
        }
        let installTime = Double(Stopwatch.now() - start)

        var exactlyOne = true
        var samples: [Double] = []
        var generator = SystemRandomNumberGenerator()
        for value in 1...toggles {
            let row = Int.random(in: 0..<count, using: &generator)
            let begin = Stopwatch.now()
            S.write(models[row], value)
            let fired = dirty.take()
            for row in fired { install(row) }
            samples.append(Double(Stopwatch.now() - begin))
            if fired != [row] { exactlyOne = false }
        }
        for model in models { S.write(model, -1) }
        samples.sort()
        return Result(
            installNanoseconds: installTime, bytesPerRow: bytes,
            toggleNanoseconds: samples[samples.count / 2], exactlyOneFired: exactlyOne)
    }
}
