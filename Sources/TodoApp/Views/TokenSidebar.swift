import ViewTree

/// The projects and contexts beside the list, each with its open tasks: choosing one filters
/// the list by it (Escape clears the filter, as on the list). Each count is a view reading its own ``TokenCount``, so a toggle runs the
/// counts of the task's tokens and no other.
struct TokenSidebar: View {
    let counts: TokenCounts
    let actions: TodoActions

    var body: some View {
        let (counts, state) = (counts, actions.state)
        let chosen = Binding<String?>(
            get: { state.query.filter.isEmpty ? nil : state.query.filter },
            set: { state.query.filter = $0 ?? "" })
        VStack(alignment: .leading, spacing: 0) {
            Text("Projects, contexts").bold()
            if counts.tokens.isEmpty {
                Text("none yet: +project or @context in a title").foregroundColor(.brightBlack)
            }
            List(counts.tokens, selection: Binding(get: { chosen.wrappedValue }, set: { chosen.wrappedValue = $0 })) {
                TokenRow(count: $0)
            }
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

    var body: some View {
        HStack(spacing: 1) {
            Text(count.token).foregroundColor(Color(TitleText.color(of: count.token[...]))).lineLimit(1)
            Spacer(minLength: 0)
            Text("\(count.open)")
        }
    }
}
