import ViewTree

/// The view tree's costs on an 80x24 screen: toggling one item (mutation to updated
/// buffer) at several list sizes, in a `List` and in a `Table`, and the first frame of a
/// million items.
enum ViewTreeCases {
    struct Toggle {
        let count: Int
        let fineNanoseconds: Double
        let coarseNanoseconds: Double
        let rowsRunFine: Int
        let rowsRunCoarse: Int
        let tableNanoseconds: Double
        let rowsRunTable: Int
    }

    /// Median nanoseconds to toggle an item on screen and render the frame, with the views
    /// reading the models (fine) and holding them as `ObservableObject`s (coarse).
    static func toggle(count: Int, toggles: Int = 2_001) -> Toggle {
        let list = BenchList(count: count)
        let held = HeldBenchList(count: count)
        // The rows on screen: 23 under the list's header, 21 under the table's header and rule.
        let visible = min(count, 23)
        func measure(_ host: ViewHost, toggle: (Int) -> Void) -> (Double, Int) {
            host.renderFrame()
            var samples: [Double] = []
            var runs = 0
            for index in 0..<toggles {
                let start = Stopwatch.now()
                toggle(index % visible)
                let frame = host.renderFrame()
                samples.append(Double(Stopwatch.now() - start))
                runs = frame.evaluations.count
            }
            return (samples.sorted()[samples.count / 2], runs)
        }
        let (fine, fineRuns) = measure(ViewHost(BenchListView(list: list), width: 80, height: 24)) {
            list.items[$0].isDone.toggle()
        }
        let (coarse, coarseRuns) = measure(ViewHost(BenchHoldingListView(list: held), width: 80, height: 24)) {
            held.items[$0].isDone.toggle()
        }
        let (table, tableRuns) = measure(ViewHost(BenchTableView(list: list), width: 80, height: 24)) {
            list.items[$0 % min(count, 21)].isDone.toggle()
        }
        return Toggle(
            count: count, fineNanoseconds: fine, coarseNanoseconds: coarse, rowsRunFine: fineRuns,
            rowsRunCoarse: coarseRuns, tableNanoseconds: table, rowsRunTable: tableRuns)
    }

    struct FirstFrame {
        let nanoseconds: Double
        let bodies: Int
        let residentBytes: Int?
    }

    /// Time from creating the host to the end of its first frame, for a list already in
    /// memory, and the process's resident memory after it.
    static func firstFrame(count: Int) -> FirstFrame {
        let list = BenchList(count: count)
        let start = Stopwatch.now()
        let host = ViewHost(BenchListView(list: list), width: 80, height: 24)
        let frame = host.renderFrame()
        let elapsed = Double(Stopwatch.now() - start)
        return withExtendedLifetime(host) {
            FirstFrame(nanoseconds: elapsed, bodies: frame.evaluations.count, residentBytes: ResidentMemory.bytes())
        }
    }

    static func printAll() {
        // The first frame first: the resident memory after it then holds its million items only.
        let first = firstFrame(count: 1_000_000)
        let counts = [10, 10_000, 1_000_000]
        let toggles = counts.map { toggle(count: $0) }
        print("\nViewTree: toggle one item on an 80x24 screen, mutation to updated buffer (median of 2,001)")
        print(
            ReportTable.pad("items", 12) + ReportTable.pad("fine", 12, right: true)
                + ReportTable.pad("bodies", 8, right: true)
                + ReportTable.pad("coarse", 12, right: true) + ReportTable.pad("bodies", 8, right: true)
                + ReportTable.pad("Table", 12, right: true) + ReportTable.pad("bodies", 8, right: true))
        for toggle in toggles {
            print(
                ReportTable.pad("\(toggle.count)", 12)
                    + ReportTable.pad(ReportTable.format(toggle.fineNanoseconds, "ns"), 12, right: true)
                    + ReportTable.pad("\(toggle.rowsRunFine)", 8, right: true)
                    + ReportTable.pad(ReportTable.format(toggle.coarseNanoseconds, "ns"), 12, right: true)
                    + ReportTable.pad("\(toggle.rowsRunCoarse)", 8, right: true)
                    + ReportTable.pad(ReportTable.format(toggle.tableNanoseconds, "ns"), 12, right: true)
                    + ReportTable.pad("\(toggle.rowsRunTable)", 8, right: true))
        }
        let ratio = toggles[2].fineNanoseconds / toggles[0].fineNanoseconds
        print("fine toggle, 1,000,000 items / 10 items: \(ReportTable.format1(ratio))x (target <= 1.5x)")
        let tableRatio = toggles[2].tableNanoseconds / toggles[2].fineNanoseconds
        print("Table toggle / List toggle at 1,000,000 items: \(ReportTable.format1(tableRatio))x")
        let resident = first.residentBytes.map { ReportTable.format(Double($0), "B") } ?? "n/a"
        print(
            "first frame at 1,000,000 items: \(ReportTable.format(first.nanoseconds, "ns")), \(first.bodies) bodies; resident memory \(resident)"
        )
    }
}
