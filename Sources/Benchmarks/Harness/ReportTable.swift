/// Prints benchmark rows as an aligned table.
enum ReportTable {
    static func print(title: String, rows: [Row]) {
        Swift.print("\n\(title)")
        let header =
            pad("case", 44) + pad("Observation", 14, right: true)
            + pad("TrackingCore", 14, right: true) + pad("ratio", 9, right: true)
        Swift.print(header)
        Swift.print(String(repeating: "-", count: header.count))
        for row in rows {
            Swift.print(
                pad(row.name, 44) + pad(format(row.observation, row.unit), 14, right: true)
                    + pad(format(row.trackingCore, row.unit), 14, right: true)
                    + pad(String(format1(row.ratio)) + "x", 9, right: true))
        }
    }

    static func format(_ value: Double, _ unit: String) -> String {
        switch unit {
        case "ns" where value >= 1_000_000: return format1(value / 1_000_000) + " ms"
        case "ns" where value >= 1_000: return format1(value / 1_000) + " us"
        case "B" where value >= 1_048_576: return format1(value / 1_048_576) + " MiB"
        default: return format1(value) + " " + unit
        }
    }

    static func format1(_ value: Double) -> String {
        guard value.isFinite else { return "inf" }
        let tenths = (value * 10).rounded()
        return "\(Int(tenths) / 10).\(abs(Int(tenths) % 10))"
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }
}
