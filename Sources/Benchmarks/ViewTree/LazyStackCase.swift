import ViewTree

/// `ScrollView { LazyVStack { ForEach(0..<n) { Text("row \($0)") } } }`, how apps write long
/// lists that are not a `List`: the first frame and a scroll by a page at 10 and 100,000
/// rows, beside the same rows in a `List`. Made as they show, both cost what a screenful does.
enum LazyStackCase {
    struct LazyRows: View {
        let count: Int
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { Text("row \($0)") }
                }
            }
        }
    }

    struct ListRows: View {
        let count: Int
        var body: some View {
            List(0..<count, id: \.self) { Text("row \($0)") }
        }
    }

    /// Median nanoseconds of the first frame and of a Page Down and its frame.
    static func measure<Root: View>(_ make: () -> Root, runs: Int = 21) -> (first: Double, page: Double) {
        var firsts: [Double] = []
        var pages: [Double] = []
        for _ in 0..<runs {
            let start = Stopwatch.now()
            let host = ViewHost(make(), width: 80, height: 24)
            host.renderFrame()
            firsts.append(Double(Stopwatch.now() - start))
            host.send(.tab)
            host.renderFrame()
            let page = Stopwatch.now()
            host.send(.pageDown)
            host.renderFrame()
            pages.append(Double(Stopwatch.now() - page))
        }
        return (firsts.sorted()[runs / 2], pages.sorted()[runs / 2])
    }

    static func printAll() {
        print("\nViewTree: a lazy stack in a scroll view beside a List, 80x24 (median of 21)")
        print(
            ReportTable.pad("rows", 10) + ReportTable.pad("lazy first", 14, right: true)
                + ReportTable.pad("page", 12, right: true) + ReportTable.pad("List first", 14, right: true)
                + ReportTable.pad("page", 12, right: true))
        for count in [10, 100_000] {
            let lazy = measure { LazyRows(count: count) }
            let list = measure { ListRows(count: count) }
            print(
                ReportTable.pad("\(count)", 10) + ReportTable.pad(ReportTable.format(lazy.first, "ns"), 14, right: true)
                    + ReportTable.pad(ReportTable.format(lazy.page, "ns"), 12, right: true)
                    + ReportTable.pad(ReportTable.format(list.first, "ns"), 14, right: true)
                    + ReportTable.pad(ReportTable.format(list.page, "ns"), 12, right: true))
        }
    }
}
