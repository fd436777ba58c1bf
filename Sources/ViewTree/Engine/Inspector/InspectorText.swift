/// The inspector pane: for one node, how many times its body ran and why, and each property
/// its last run read with its value and the views that read it too. Built from the host,
/// outside the view tree: showing it runs no body.
@MainActor
enum InspectorText {
    /// `checksCoarseRuns`: the views hold `ObservableObject`s, so each run is checked for
    /// whether anything it had read changed.
    static func lines(host: ViewHost, identity: String, checksCoarseRuns: Bool) -> [String] {
        guard let inspection = host.inspection(of: identity) else { return ["\(identity) is not on screen"] }
        let runs = inspection.recentRuns
        let shown = runs.count < inspection.runs ? "the last \(runs.count), latest last" : "latest last"
        var lines = ["\(identity): \(inspection.runs) runs, \(shown):"]
        lines += runs.map { "  " + describe($0) }
        if checksCoarseRuns {
            let wasted = runs.filter(\.readNothingThatChanged).count
            lines.append("coarse: \(wasted) of these \(runs.count) runs depended on nothing that changed")
        }
        for read in inspection.reads.sorted(by: { $0.description < $1.description }) {
            let others = host.readers(of: read).filter { $0 != identity }
            lines.append("reads \(read)" + (others.isEmpty ? "" : "  (also read by \(others.joined(separator: ", ")))"))
        }
        if !inspection.derivedReads.isEmpty {
            let inputs = inspection.derivedReads.map(\.description).sorted().joined(separator: ", ")
            lines.append("derived from \(inputs)")
        }
        if inspection.readsObservableModels {
            lines.append("reads @Observable models too (Observation does not say which properties)")
        }
        return lines
    }

    /// Two trees compared: the first one's inspector in `leftWidth` cells, a divider, then the
    /// second one's (holding `ObservableObject`s) for the same node, so one change shows both
    /// trees' runs and their causes.
    static func sideBySide(fine: ViewHost, coarse: ViewHost, identity: String, leftWidth: Int) -> [String] {
        let left = lines(host: fine, identity: identity, checksCoarseRuns: false)
        let right = lines(host: coarse, identity: identity, checksCoarseRuns: true)
        return (0..<max(left.count, right.count)).map { row in
            let cut = row < left.count ? Truncation.fit(left[row], width: leftWidth) : ""
            let padding = String(repeating: " ", count: max(0, leftWidth - DisplayWidth.of(cut)))
            return cut + padding + "│" + (row < right.count ? right[row] : "")
        }
    }

    /// A run's cause; for a run that `objectWillChange` caused, whether anything the view had
    /// read changed: the check that tells a needed coarse run from a wasted one.
    private static func describe(_ run: ViewInspection.Run) -> String {
        guard case .objectWillChange = run.cause else { return run.cause.description }
        return run.changedRead.map { "\(run.cause), and it read \($0)" } ?? "\(run.cause), read nothing that changed"
    }
}
