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

    /// How many are still to buy.
    var toBuy: Int {
        items.count { !$0.isBought }
    }

    /// Adds `name` at the end, unless it is blank or already on the list.
    func add(_ name: String) {
        guard !name.allSatisfy(\.isWhitespace), !items.contains(where: { $0.id == name }) else { return }
        items.append(Grocery(name))
    }
}
