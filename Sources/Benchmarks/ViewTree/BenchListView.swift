import ViewTree

/// A header and a lazy list of rows, each reversed when selected: the shape of the app.
struct BenchListView: View {
    let list: BenchList

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(list.items.count) items").bold()
            List(list.items, scrollTarget: { list.selection }) { item in
                BenchRowView(item: item, list: list)
            }
        }
    }
}

/// The same screen holding the models with `@ObservedObject`, as with `ObservableObject`.
struct BenchHoldingListView: View {
    @ObservedObject var list: HeldBenchList

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(list.items.count) items").bold()
            List(list.items, scrollTarget: { list.selection }) { item in
                BenchHoldingRowView(item: item, list: list)
            }
        }
    }
}

struct BenchHoldingRowView: View {
    @ObservedObject var item: HeldBenchItem
    let list: HeldBenchList

    var body: some View {
        let isSelected = list.items.indices.contains(list.selection) && list.items[list.selection] === item
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            Text(item.title)
            Spacer()
        }
        .reverse(isSelected)
    }
}

/// One row: check box and title, reversed when it is the selected one.
struct BenchRowView: View {
    let item: BenchItem
    let list: BenchList

    var body: some View {
        let isSelected = derived { list.items.indices.contains(list.selection) && list.items[list.selection] === item }
        HStack(spacing: 1) {
            Text(item.isDone ? "[x]" : "[ ]")
            Text(item.title)
            Spacer()
        }
        .reverse(isSelected)
    }
}

/// The same items in a `Table`: a check box column and a title column, one selected row.
struct BenchTableView: View {
    let list: BenchList
    @State private var selection: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(list.items.count) items").bold()
            Table(list.items, selection: $selection) {
                TableColumn("Done") { item in Text(item.isDone ? "[x]" : "[ ]") }.width(4)
                TableColumn("Title") { item in Text(item.title) }
            }
        }
    }
}
