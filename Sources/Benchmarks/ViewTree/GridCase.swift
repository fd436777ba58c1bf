import TrackingCore
import ViewTree

/// A layout-heavy screen: 200 tiles (20 rows of 10) whose numbers change one at a time, laid
/// out by a `Grid` and, side by side, by rows of `HStack`s. A grid lays itself out again for
/// any change inside it (a cell's column width comes from the other cells); stacks only up to
/// the first view whose size holds.
enum GridCase {
    @Trackable
    final class Tile {
        var value: Int

        init(value: Int) {
            self.value = value
        }
    }

    struct TileView: View {
        let tile: Tile

        var body: some View {
            Text("\(tile.value)").frame(width: 3)
        }
    }

    struct GridBoard: View {
        let rows: [[Tile]]

        var body: some View {
            Grid {
                ForEach(rows.indices, id: \.self) { row in
                    GridRow {
                        ForEach(rows[row].indices, id: \.self) { column in TileView(tile: rows[row][column]) }
                    }
                }
            }
        }
    }

    struct StackBoard: View {
        let rows: [[Tile]]

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(rows.indices, id: \.self) { row in
                    HStack {
                        ForEach(rows[row].indices, id: \.self) { column in TileView(tile: rows[row][column]) }
                    }
                }
            }
        }
    }

    /// Median nanoseconds to change one tile's number and render the frame, and the bodies run.
    static func change(_ makeRoot: ([[Tile]]) -> any View, changes: Int = 2_001) -> (Double, Int) {
        let rows = (0..<20).map { row in (0..<10).map { Tile(value: row * 10 + $0) } }
        func host<Root: View>(_ root: Root) -> ViewHost { ViewHost(root, width: 80, height: 24) }
        let host = host(makeRoot(rows))
        host.renderFrame()
        var samples: [Double] = []
        var bodies = 0
        for index in 0..<changes {
            let tile = rows[index % 20][(index / 20) % 10]
            let start = Stopwatch.now()
            tile.value = (tile.value + 7) % 1_000
            let frame = host.renderFrame()
            samples.append(Double(Stopwatch.now() - start))
            bodies = frame.evaluations.count
        }
        return (samples.sorted()[samples.count / 2], bodies)
    }

    static func printAll() {
        let grid = change { GridBoard(rows: $0) }
        let stacks = change { StackBoard(rows: $0) }
        print("\nViewTree: change one of 200 tiles on an 80x24 screen, mutation to updated buffer (median of 2,001)")
        print(
            ReportTable.pad("layout", 12) + ReportTable.pad("time", 12, right: true)
                + ReportTable.pad("bodies", 8, right: true))
        for (name, result) in [("Grid", grid), ("HStack rows", stacks)] {
            print(
                ReportTable.pad(name, 12) + ReportTable.pad(ReportTable.format(result.0, "ns"), 12, right: true)
                    + ReportTable.pad("\(result.1)", 8, right: true))
        }
        print("Grid / HStack rows: \(ReportTable.format1(grid.0 / stacks.0))x")
    }
}
