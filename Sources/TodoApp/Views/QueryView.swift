import ViewTree

/// The filter being typed or applied, and the sort, when they are not the defaults.
struct QueryView: View {
    let state: AppState

    var body: some View {
        Self.content(state)
    }

    /// The view's content, shared with the ObservableObject-style one.
    @ViewBuilder
    static func content(_ state: AppState) -> some View {
        let query = state.query
        let typing = state.page == .filtering
        HStack(spacing: 1) {
            if state.page == .command {
                Text(":" + state.command + "▏").foregroundColor(.cyan)
            }
            if typing || !query.filter.isEmpty {
                Text("/" + query.filter + (typing ? "▏" : "")).foregroundColor(.cyan)
            }
            if query.sort != .file {
                Text("[\(query.sort.label)]").foregroundColor(.yellow)
            }
        }
    }
}
