import ViewTree

/// The inspector pane (key `i`): for the selected row, how many times its body ran and why,
/// and each property its last run read with its value and the views that read it too. Built
/// from the host, outside the view tree: showing it runs no body.
enum InspectorText {
    static func lines(host: ViewHost, identity: String, mode: InvalidationMode) -> [String] {
        guard let inspection = host.inspection(of: identity) else { return ["\(identity) is not on screen"] }
        let causes = inspection.recentCauses.map(\.description).joined(separator: " · ")
        var lines = ["\(identity): its body ran \(inspection.runs) times", "causes, latest last: \(causes)"]
        for read in inspection.reads.sorted(by: { $0.description < $1.description }) {
            let others = host.readers(of: read).filter { $0 != identity }
            lines.append("reads \(read)" + (others.isEmpty ? "" : "  (also read by \(others.joined(separator: ", ")))"))
        }
        if !inspection.derivedReads.isEmpty {
            let inputs = inspection.derivedReads.map(\.description).sorted().joined(separator: ", ")
            lines.append("derived from \(inputs)")
        }
        if mode == .coarse {
            lines.append("coarse: it holds its item with @ObservedObject; any change of the list runs it, read or not")
        }
        return lines
    }
}
