import ViewTree

struct GroceryListView: View {
    @State private var list = GroceryList(["Milk", "Eggs", "Bread"])
    @State private var newItem = ""

    var body: some View {
        VStack(alignment: .leading) {
            ToBuyCount(list: list)
            List(list.items) { item in
                GroceryRow(item: item)
            }
            TextField("Add an item", text: $newItem)
                .onSubmit {
                    list.add(newItem)
                    newItem = ""
                }
        }
    }
}

struct ToBuyCount: View {
    let list: GroceryList

    var body: some View {
        Text("\(list.toBuy) to buy").bold()
    }
}

struct GroceryRow: View {
    @Bindable var item: Grocery

    var body: some View {
        Toggle(item.id, isOn: $item.isBought)
    }
}
