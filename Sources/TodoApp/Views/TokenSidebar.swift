import ViewTree

/// The projects and contexts beside the list, each with its open tasks: choosing one filters
/// the list by it (Escape clears the filter, as on the list). Each count is a view reading its
/// own ``TokenCount``, so a toggle runs the counts of the task's tokens and no other.
struct TokenSidebar: View {
    let counts: TokenCounts
    let actions: TodoActions

    var body: some View {
        Self.content(counts: counts, actions: actions) { TokenRow(count: $0) }
    }

    /// The sidebar over `counts`, a `row` a token; the coarse views' sidebar is this one with
    /// rows of their own.
    static func content<Row: View>(
        counts: TokenCounts, actions: TodoActions, row: @escaping (TokenCount) -> Row
    ) -> some View {
        let state = actions.state
        let chosen = Binding<String?>(
            get: { state.query.filter.isEmpty ? nil : state.query.filter },
            set: { state.query.filter = $0 ?? "" })
        return VStack(alignment: .leading, spacing: 0) {
            Text("Projects, contexts").bold()
            if counts.tokens.isEmpty {
                Text("none yet: +project or @context in a title").foregroundColor(.brightBlack)
            }
            List(counts.tokens, selection: chosen, rowContent: row)
                // While a filter or a command is typed the keys are the list's: the sidebar
                // gives up the focus, or the typing would reach no one.
                .disabled(state.page != .list)
        }
        // The list page's keys work here too: only the arrows and Escape are the sidebar's.
        .onKeyPress { press in
            guard state.page == .list else { return .ignored }
            return TodoListView.listKey(press, actions)
        }
    }
}

/// One token and its open tasks: `+work  3`.
struct TokenRow: View {
    let count: TokenCount

    var body: some View { Self.content(count) }

    /// The token, then its count at the right.
    static func content(_ count: TokenCount) -> some View {
        HStack(spacing: 1) {
            Text(count.token).foregroundColor(Color(TitleText.color(of: count.token[...]))).lineLimit(1)
            Spacer(minLength: 0)
            Text("\(count.open)")
        }
    }
}
