import ViewTree

/// The filter being typed or applied, and the sort, when they are not the defaults.
struct QueryView: View {
    let state: AppState

    var body: some View {
        let query = state.query
        let typing = state.screen == .filtering
        HStack(spacing: 1) {
            if typing || !query.filter.isEmpty {
                Text("/" + query.filter + (typing ? "▏" : "")).foregroundColor(.cyan)
            }
            if query.sort != .file {
                Text("[\(query.sort.label)]").foregroundColor(.yellow)
            }
        }
    }
}
