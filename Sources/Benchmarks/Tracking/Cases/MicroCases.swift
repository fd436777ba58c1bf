/// The per-operation cases (a)-(d): reads, writes, and one tracking's whole life.
enum MicroCases<S: ObservationSystem> {
    static var operations: Int { 1_000_000 }

    /// (a) A read with no tracking scope open.
    static func untrackedRead() -> Double {
        let model = S.makeModel()
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                var sum = 0
                for _ in 0..<operations { sum &+= S.read(model) }
                blackHole(sum)
            }
        }
    }

    /// (b) A read inside a tracking scope, of one property again and again.
    static func scopedReadOfOne() -> Double {
        let model = S.makeModel()
        return Stopwatch.median {
            let time = Stopwatch.nanoseconds(per: operations) {
                let sum = S.track(
                    {
                        var sum = 0
                        for _ in 0..<operations { sum &+= S.read(model) }
                        return sum
                    }, onChange: {})
                blackHole(sum)
            }
            S.write(model, 1)
            return time
        }
    }

    /// (b) A read inside a tracking scope, of ten properties in turn.
    static func scopedReadOfTen() -> Double {
        let wide = S.makeWide()
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                let sum = S.track(
                    {
                        var sum = 0
                        for _ in 0..<(operations / 10) { sum &+= S.sum(wide) }
                        return sum
                    }, onChange: {})
                blackHole(sum)
            }
        }
    }

    /// (c) A write nobody observes.
    static func unobservedWrite() -> Double {
        let model = S.makeModel()
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                for value in 0..<operations { S.write(model, value) }
            }
        }
    }

    /// (d) Install a tracking that reads one property, then change it: fire and clean up.
    static func installAndFire() -> Double {
        let model = S.makeModel()
        let count = operations / 10
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: count) {
                for value in 0..<count {
                    blackHole(S.track({ S.read(model) }, onChange: {}))
                    S.write(model, value)
                }
            }
        }
    }
}
