import ViewTree

@main
struct GroceriesApp: App {
    var body: some Scene {
        WindowGroup {
            GroceryListView()
        }
    }
}
