/// The heat-map gutter: beside each row of the view area, how many times the body of
/// the view on that row ran since the counters started: `1` to `9`, then `+`. Drawn from the host's
/// counters and node regions, outside the view tree, so showing it never runs a body.
struct HeatMap {
    /// The count for each row of the view area that shows a view.
    let counts: [Int: Int]

    /// For each row, the smallest view drawn on it (a list row rather than the list), the
    /// widest of those (the row rather than its title). Views taller than half the area are
    /// containers: the rows below the last item stay blank rather than show the list's count.
    init(regions: [(identity: String, region: CellRect)], counters: EvaluationCounters, height: Int) {
        var chosen: [Int: (identity: String, region: CellRect)] = [:]
        for entry in regions where entry.region.height * 2 <= height {
            let region = entry.region
            for row in max(0, region.y)..<min(height, region.y + region.height) {
                if let current = chosen[row]?.region,
                    (current.height, -current.width) <= (region.height, -region.width)
                {
                    continue
                }
                chosen[row] = entry
            }
        }
        counts = chosen.mapValues { counters.byNode[$0.identity] ?? 0 }
    }

    /// The gutter character for a count.
    static func glyph(_ count: Int) -> String {
        switch count {
        case ..<1: " "
        case 1...9: String(count)
        default: "+"
        }
    }

    /// Hotter rows in warmer colors.
    static func style(_ count: Int) -> CellStyle {
        switch count {
        case ..<2: CellStyle(foreground: .blue)
        case 2...9: CellStyle(foreground: .yellow)
        default: CellStyle(bold: true, foreground: .red)
        }
    }
}
