import Observation
import TrackingCore
import ViewTree

/// The "Models" table: each kind of model, the cost of a read inside a body's scope, of a
/// write nobody observes, and of toggling one of 1,000 items on an 80x24 screen (mutation to
/// updated buffer), side by side in one run.
enum ModelCases {
    struct Result {
        let name: String
        let readNanoseconds: Double
        let writeNanoseconds: Double
        let toggleNanoseconds: Double
        let bodies: Int
    }

    static let operations = 1_000_000
    static let rows = 1_000

    /// Median nanoseconds per toggle of the item at `index % 23` and the bodies the last ran.
    static func toggle(_ host: ViewHost, toggles: Int = 2_001, _ flip: (Int) -> Void) -> (Double, Int) {
        host.renderFrame()
        var samples: [Double] = []
        var bodies = 0
        for index in 0..<toggles {
            let start = Stopwatch.now()
            flip(index % 23)
            let frame = host.renderFrame()
            samples.append(Double(Stopwatch.now() - start))
            bodies = frame.evaluations.count
        }
        return (samples.sorted()[samples.count / 2], bodies)
    }

    static func perOperation(_ body: (Int) -> Void) -> Double {
        Stopwatch.median { Stopwatch.nanoseconds(per: operations) { for index in 0..<operations { body(index) } } }
    }

    static func trackable() -> Result {
        let list = TrackedItems(count: rows)
        let item = list.items[0]
        let read = Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                let sum = withTracking(
                    {
                        var sum = 0
                        for _ in 0..<operations { sum &+= item.isDone ? 1 : 0 }
                        return sum
                    }, onChange: {})
                blackHole(sum)
            }
        }
        let write = perOperation { item.isDone = $0 & 1 == 0 }
        let (toggle, bodies) = toggle(ViewHost(TrackedListView(list: list), width: 80, height: 24)) {
            list.items[$0].isDone.toggle()
        }
        return Result(
            name: "@Trackable", readNanoseconds: read, writeNanoseconds: write, toggleNanoseconds: toggle,
            bodies: bodies)
    }

    static func observable() -> Result {
        let list = ObservedItems(count: rows)
        let item = list.items[0]
        let read = Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                let sum = withObservationTracking(
                    {
                        var sum = 0
                        for _ in 0..<operations { sum &+= item.isDone ? 1 : 0 }
                        return sum
                    }, onChange: {})
                blackHole(sum)
            }
        }
        item.isDone = true  // ends the tracking above, so the writes below have no observer
        let write = perOperation { item.isDone = $0 & 1 == 0 }
        let (toggle, bodies) = toggle(ViewHost(ObservedListView(list: list), width: 80, height: 24)) {
            list.items[$0].isDone.toggle()
        }
        return Result(
            name: "@Observable", readNanoseconds: read, writeNanoseconds: write, toggleNanoseconds: toggle,
            bodies: bodies)
    }

    static func observableObject() -> Result {
        let list = PublishedItems(count: rows)
        let item = list.items[0]
        let read = perOperation { _ in blackHole(item.isDone) }
        let write = perOperation { item.isDone = $0 & 1 == 0 }
        let (toggle, bodies) = toggle(ViewHost(PublishedListView(list: list), width: 80, height: 24)) {
            list.items[$0].isDone.toggle()
        }
        return Result(
            name: "ObservableObject", readNanoseconds: read, writeNanoseconds: write, toggleNanoseconds: toggle,
            bodies: bodies)
    }

    static func structState() -> Result {
        let store = StateItems(count: rows)
        let item = store.items[0]
        let read = Stopwatch.median {
            Stopwatch.nanoseconds(per: operations) {
                let sum = withTracking(
                    {
                        var sum = 0
                        for _ in 0..<operations { sum &+= item.isDone ? 1 : 0 }
                        return sum
                    }, onChange: {})
                blackHole(sum)
            }
        }
        var local = StateItem(id: -1, title: "local")
        let write = perOperation { local.isDone = $0 & 1 == 0 }
        blackHole(local)
        let (toggle, bodies) = toggle(ViewHost(StateListView(store: store), width: 80, height: 24)) {
            store.items[$0].isDone.toggle()
        }
        return Result(
            name: "@TrackableState struct", readNanoseconds: read, writeNanoseconds: write, toggleNanoseconds: toggle,
            bodies: bodies)
    }

    /// Install a tracking, read a `String`, write it: fire and clean up, with the change's
    /// values described (as a log asks) or not; nanoseconds per round.
    static func installAndFire(recordsValues: Bool) -> Double {
        let item = TrackedItem(id: 0)
        let count = operations / 10
        return Stopwatch.median {
            Stopwatch.nanoseconds(per: count) {
                installReadWriteFire(item, rounds: count, recordsValues: recordsValues)
            }
        }
    }

    /// Allocations per write nobody observes, and per install, read, write and fire without
    /// and with values: describing values must cost nothing when no tracking asks for them.
    static func allocationsPerWrite() -> (unobserved: Double, plain: Double, valued: Double)? {
        let item = TrackedItem(id: 0)
        let count = operations / 10
        let unobserved = HeapMeter.allocations(per: count) {
            for value in 0..<count { item.title = value & 1 == 0 ? "even" : "odd" }
        }
        let plain = HeapMeter.allocations(per: count) {
            installReadWriteFire(item, rounds: count, recordsValues: false)
        }
        let valued = HeapMeter.allocations(per: count) {
            installReadWriteFire(item, rounds: count, recordsValues: true)
        }
        guard let unobserved, let plain, let valued else { return nil }
        return (unobserved, plain, valued)
    }

    /// `rounds` times: a tracking that reads `item.title`, then a write that fires it.
    private static func installReadWriteFire(_ item: TrackedItem, rounds: Int, recordsValues: Bool) {
        for value in 0..<rounds {
            let (read, tracking) = withCancellableTracking(
                { item.title.count }, delivery: .didSet, recordsValues: recordsValues
            ) { _ in }
            blackHole((read, tracking))
            item.title = value & 1 == 0 ? "even" : "odd"
        }
    }

    /// What a body that reads no `@Observable` model pays for the Observation scope around it.
    static func emptyObservationScope() -> Double {
        perOperation { index in blackHole(withObservationTracking({ index }, onChange: {})) }
    }

    static func printAll() {
        let results = [trackable(), observable(), observableObject(), structState()]
        print("\nModels: read in a body's scope, write nobody observes, toggle one of \(rows) items on 80x24")
        print(
            ReportTable.pad("model", 26) + ReportTable.pad("read", 10, right: true)
                + ReportTable.pad("write", 10, right: true)
                + ReportTable.pad("toggle", 10, right: true) + ReportTable.pad("bodies", 8, right: true))
        for result in results {
            print(
                ReportTable.pad(result.name, 26)
                    + ReportTable.pad(ReportTable.format(result.readNanoseconds, "ns"), 10, right: true)
                    + ReportTable.pad(ReportTable.format(result.writeNanoseconds, "ns"), 10, right: true)
                    + ReportTable.pad(ReportTable.format(result.toggleNanoseconds, "ns"), 10, right: true)
                    + ReportTable.pad("\(result.bodies)", 8, right: true))
        }
        let (plain, valued) = (installAndFire(recordsValues: false), installAndFire(recordsValues: true))
        print(
            "install, read, write a String, fire: \(ReportTable.format(plain, "ns")) without values, "
                + "\(ReportTable.format(valued, "ns")) with old and new values described (\(ReportTable.format1(valued / plain))x)"
        )
        if let allocations = allocationsPerWrite() {
            print(
                "allocations per write nobody observes: \(ReportTable.format1(allocations.unobserved)); per install, read, "
                    + "write, fire: \(ReportTable.format1(allocations.plain)) without values, "
                    + "\(ReportTable.format1(allocations.valued)) with them")
        }
        let scope = emptyObservationScope()
        print(
            "Observation scope around a body that reads no @Observable model: \(ReportTable.format(scope, "ns")), "
                + "\(ReportTable.format1(scope / results[0].toggleNanoseconds * 100))% of the @Trackable toggle")
    }
}
