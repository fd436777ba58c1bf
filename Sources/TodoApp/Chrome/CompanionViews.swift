import ViewTree

/// The coarse views beside the fine ones (`--compare`): the same models, held as
/// `ObservableObject`s by a view tree of its own, with its own counts, so one Space shows
/// what each style runs.
@MainActor
final class CompanionViews {
    let host: ViewHost
    /// What its last frame did.
    private(set) var lastReport: FrameReport?

    init(actions: TodoActions, area: CellRect) {
        host = ViewHost(
            ObservableObjectViews.AppView(actions: actions), width: max(0, area.width), height: max(0, area.height))
        host.recordsValues = true
    }

    /// Runs its frame if something changed and places it in the inspector's second pane;
    /// true when it did.
    func render(into inspector: RenderInspector) -> Bool {
        guard host.needsFrame else { return false }
        let frame = host.renderFrame()
        lastReport = frame
        inspector.placeCompanion(frame, of: host)
        return true
    }
}
