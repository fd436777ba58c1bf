/// One line of the results table: a case, both timings or sizes, and their ratio.
struct Row {
    let name: String
    let observation: Double
    let trackingCore: Double
    let unit: String

    /// How many times better TrackingCore is (Observation / TrackingCore).
    var ratio: Double { observation / trackingCore }
}
