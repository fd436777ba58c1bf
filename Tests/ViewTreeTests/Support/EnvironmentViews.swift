import ViewTree

/// Puts the settings' accent and the list in the environment of two children.
struct AccentRoot: View {
    let settings: Settings
    let list: TodoList?

    var body: some View {
        VStack(alignment: .leading) {
            AccentReader()
            NonReader()
            ListTitleReader()
        }
        .environment(\.accent, settings.accent)
        .environment(list ?? TodoList(titles: []))
    }
}

/// Reads the accent.
struct AccentReader: View {
    @Environment(\.accent) var accent

    var body: some View {
        Text("accent \(accent)")
    }
}

/// Reads nothing from the environment, but has a reader inside.
struct NonReader: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("inner ")
            AccentReader()
        }
    }
}

/// Reads the list object from the environment.
struct ListTitleReader: View {
    @Environment(TodoList.self) var list

    var body: some View {
        Text("\(list.items.count) items")
    }
}

/// Reads an optional object and a key without any provider.
struct BareReader: View {
    @Environment(TodoList.self) var list: TodoList?
    @Environment(\.accent) var accent

    var body: some View {
        Text(list == nil ? "no list, \(accent)" : "a list")
    }
}

/// Edits an item's title through a binding from `@Bindable`.
struct TitleEditor: View {
    @Bindable var item: TodoItem
    let sink: BindingSink<String>

    var body: some View {
        let _ = sink.keep($item.title)
        Text("title: \(item.title)")
    }
}
