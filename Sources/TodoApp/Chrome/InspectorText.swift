import ViewTree

/// The inspector pane (key `i`): for the selected row, how many times its body ran and why,
/// and each property its last run read with its value and the views that read it too. Built
/// from the host, outside the view tree: showing it runs no body.
enum InspectorText {
    static func lines(host: ViewHost, identity: String, mode: InvalidationMode) -> [String] {
        guard let inspection = host.inspection(of: identity) else { return ["\(identity) is not on screen"] }
        let runs = inspection.recentRuns
        var lines = ["\(identity) ran \(inspection.runs) times; the last \(runs.count), latest last:"]
        lines += runs.map { "  " + describe($0) }
        if mode == .coarse {
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

    /// A run's cause; for a run that `objectWillChange` caused, whether anything the view had
    /// read changed: the check that tells a needed coarse run from a wasted one.
    private static func describe(_ run: ViewInspection.Run) -> String {
        guard case .objectWillChange = run.cause else { return run.cause.description }
        return run.changedRead.map { "\(run.cause), and it read \($0)" } ?? "\(run.cause), read nothing that changed"
    }
}
