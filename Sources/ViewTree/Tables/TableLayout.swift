/// How a table shares its width among its columns: columns with a fixed or ideal width take
/// it first (within their bounds), then the others share what is left equally, the most
/// constrained first, each within its bounds; columns are one cell apart.
enum TableLayout {
    /// The cells between two columns.
    static let gap = 1

    /// The width of each column with bounds `columns` in a table `width` cells wide.
    static func widths(of columns: [TableColumnWidth], in width: Int) -> [Int] {
        var widths = Array(repeating: 0, count: columns.count)
        var remaining = width - gap * max(columns.count - 1, 0)
        func clamp(_ value: Int, _ column: TableColumnWidth) -> Int {
            max(min(value, column.max ?? .max), column.min ?? 0)
        }
        var shared: [Int] = []
        for (index, column) in columns.enumerated() {
            if let ideal = column.ideal {
                widths[index] = clamp(ideal, column)
                remaining -= widths[index]
            } else {
                shared.append(index)
            }
        }
        // The most constrained first, so what a bounded column cannot take goes to the rest.
        shared.sort { flexibility(columns[$0]) < flexibility(columns[$1]) }
        for (position, index) in shared.enumerated() {
            let share = max(remaining, 0) / (shared.count - position)
            widths[index] = clamp(share, columns[index])
            remaining -= widths[index]
        }
        return widths
    }

    private static func flexibility(_ column: TableColumnWidth) -> Int {
        (column.max ?? .max / 2) - (column.min ?? 0)
    }
}
