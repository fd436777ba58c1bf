import ViewTree

struct GroceryListView: View {
    @State private var list = GroceryList(["Milk", "Eggs", "Bread"])

    var body: some View {
        List(list.items) { item in
            GroceryRow(item: item)
        }
    }
}

struct GroceryRow: View {
    @Bindable var item: Grocery

    var body: some View {
        Toggle(item.id, isOn: $item.isBought)
    }
}
