// `make bench`: TrackingCore against the toolchain's Observation, side by side in one run,
// then the view tree's toggle and first-frame costs. Each TrackingCore timing is the median of
// five rounds; the ratio is Observation / TrackingCore, so higher is better for TrackingCore.

typealias Ours = TrackingCoreSystem
typealias Apple = AppleObservationSystem

// `Benchmarks tracking`, `viewtree`, `models`, `file`, `million`, `terminal` or `latency` runs one
// part only.
let part = CommandLine.arguments.dropFirst().first
if part == "ticker-child", CommandLine.arguments.count > 2 {
    TimerTickCase.runChild(statsPath: CommandLine.arguments[2])
} else if part == "viewtree" {
    ViewTreeCases.printAll()
    GridCase.printAll()
    LazyStackCase.printAll()
} else if part == "models" {
    ModelCases.printAll()
} else if part == "terminal" {
    TerminalBytesCase.printAll()
    KeyLatencyCase.printAll()
    TimerTickCase.printAll()
} else if part == "latency" {
    KeyLatencyCase.printAll()
    TimerTickCase.printAll()
} else if part == "file" {
    TodoFileCases.printAll()
} else if part == "million" {
    MillionItemsCase.printAll()
    SidebarToggleCase.printAll()
} else if part == "tracking" {
    printTrackingTables()
} else {
    // First, while this process is small: its size would count in the child processes' peaks.
    MillionItemsCase.printAll()
    printTrackingTables()
    ViewTreeCases.printAll()
    GridCase.printAll()
    LazyStackCase.printAll()
    SidebarToggleCase.printAll()
    ModelCases.printAll()
    TodoFileCases.printAll()
    TerminalBytesCase.printAll()
    KeyLatencyCase.printAll()
    TimerTickCase.printAll()
}

/// TrackingCore against Observation, cases (a) to (g).
func printTrackingTables() {

    ReportTable.print(
        title: "Reads, writes and one tracking (per operation)",
        rows: [
            Row(
                name: "(a) read, no tracking",
                observation: MicroCases<Apple>.untrackedRead(), trackingCore: MicroCases<Ours>.untrackedRead(),
                unit: "ns"),
            Row(
                name: "(b) read in a scope, 1 property",
                observation: MicroCases<Apple>.scopedReadOfOne(), trackingCore: MicroCases<Ours>.scopedReadOfOne(),
                unit: "ns"),
            Row(
                name: "(b) read in a scope, 10 properties",
                observation: MicroCases<Apple>.scopedReadOfTen(), trackingCore: MicroCases<Ours>.scopedReadOfTen(),
                unit: "ns"),
            Row(
                name: "(c) write, no observers",
                observation: MicroCases<Apple>.unobservedWrite(), trackingCore: MicroCases<Ours>.unobservedWrite(),
                unit: "ns"),
            Row(
                name: "(d) install, read one, write: fire + cleanup",
                observation: MicroCases<Apple>.installAndFire(), trackingCore: MicroCases<Ours>.installAndFire(),
                unit: "ns"),
        ])

    print(
        "(d)'s floor here: allocating and freeing a 128-byte object and three uncontended lock pairs take "
            + ReportTable.format(FloorCase.allocationAndThreeLocks(), "ns"))

    ReportTable.print(
        title: "Heap (e)",
        rows: [
            Row(
                name: "(e) per object with two Int properties",
                observation: MemoryCases<Apple>.bytesPerObject(), trackingCore: MemoryCases<Ours>.bytesPerObject(),
                unit: "B"),
            Row(
                name: "(e) per active tracking",
                observation: MemoryCases<Apple>.bytesPerTracking(), trackingCore: MemoryCases<Ours>.bytesPerTracking(),
                unit: "B"),
        ])

    for count in [10_000, 100_000] {
        let apple = RowCases<Apple>.run(rows: count)
        let ours = RowCases<Ours>.run(rows: count)
        ReportTable.print(
            title: "(f) \(count) rows, one tracking each",
            rows: [
                Row(
                    name: "install all rows", observation: apple.installNanoseconds,
                    trackingCore: ours.installNanoseconds, unit: "ns"),
                Row(
                    name: "heap per row's tracking", observation: apple.bytesPerRow,
                    trackingCore: ours.bytesPerRow, unit: "B"),
                Row(
                    name: "toggle one row: fire + re-install (median)", observation: apple.toggleNanoseconds,
                    trackingCore: ours.toggleNanoseconds, unit: "ns"),
            ])
        print(
            "exactly one tracking fired per toggle: Observation \(apple.exactlyOneFired ? "yes" : "NO"), TrackingCore \(ours.exactlyOneFired ? "yes" : "NO")"
        )
    }

    let trials = 5_000
    let appleDoubles = ConcurrencyCase<Apple>.doubleFires(trials: trials)
    let ourDoubles = ConcurrencyCase<Ours>.doubleFires(trials: trials)
    print("\n(g) two threads change what one tracking read, \(trials) trials: onChange ran twice in")
    print(
        "    Observation \(appleDoubles) trials (\(ReportTable.format1(Double(appleDoubles) * 100 / Double(trials)))%), TrackingCore \(ourDoubles) trials"
    )
}
