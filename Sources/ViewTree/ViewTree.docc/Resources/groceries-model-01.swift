import ViewTree

/// One thing to buy, named by its id.
@Observable
final class Grocery: Identifiable {
    let id: String
    var isBought = false

    init(_ name: String) {
        id = name
    }
}

/// The things to buy, in the order they were added.
@Observable
final class GroceryList {
    var items: [Grocery]

    init(_ names: [String]) {
        items = names.map(Grocery.init)
    }
}
