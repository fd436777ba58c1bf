/// Case (e): heap bytes per tracked object and per active tracking.
enum MemoryCases<S: ObservationSystem> {
    static var count: Int { 100_000 }

    /// Heap per object with two tracked `Int`s (the array's own 8 bytes a slot excluded).
    static func bytesPerObject() -> Double {
        var models: [S.Model] = []
        models.reserveCapacity(count)
        let (perObject, _) = HeapMeter.bytes(per: count) {
            for _ in 0..<count { models.append(S.makeModel()) }
        }
        blackHole(models)
        return perObject
    }

    /// Heap per tracking installed on one property of its own object, nothing else held.
    static func bytesPerTracking() -> Double {
        let models = (0..<count).map { _ in S.makeModel() }
        let (perTracking, _) = HeapMeter.bytes(per: count) {
            for model in models { blackHole(S.track({ S.read(model) }, onChange: {})) }
        }
        for model in models { S.write(model, 1) }
        return perTracking
    }
}
