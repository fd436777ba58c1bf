import ViewTree

/// The coarse screens beside the fine ones (`--compare`): the same models, held as
/// `ObservableObject`s by a view tree of its own, with its own counts, so one Space shows
/// what each style runs.
final class CompanionScreens {
    let host: ViewHost
    /// What its last frame did.
    private(set) var lastReport: FrameReport?
    /// After a relayout the screen needs its whole buffer, not just its damage.
    private var needsFullCopy = true

    init(list: TodoList, state: AppState, area: CellRect) {
        host = ViewHost(
            ObservableObjectScreens.AppView(state: state, list: list), width: max(0, area.width),
            height: max(0, area.height))
        host.recordsValues = true
    }

    /// Runs its frame if something changed and places it in `area`; true when it did.
    func render(into composer: inout ScreenComposer, area: CellRect, placing: Bool) -> Bool {
        guard host.needsFrame else { return false }
        let frame = host.renderFrame()
        lastReport = frame
        if placing {
            composer.placeViews(host.buffer, region: needsFullCopy ? nil : frame.damage, area: area)
            needsFullCopy = false
        }
        return true
    }

    func resize(to area: CellRect) {
        host.resize(width: max(0, area.width), height: max(0, area.height))
        host.invalidateDrawing()
        needsFullCopy = true
    }
}
