import TrackingCore
import ViewTree

/// A donut on the menu.
@Trackable public final class Donut: Identifiable {
    /// Its number.
    public let id: Int
    /// Its name.
    public var name: String
    /// Whether it is a favourite.
    public var isFavourite = false

    /// A donut called `name`.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The menu: its donuts.
@Trackable public final class DonutMenu {
    /// The donuts, in order.
    public var donuts = [
        "glazed", "jelly", "cruller", "boston cream", "old-fashioned", "maple bar", "bear claw", "powdered",
        "cinnamon sugar", "apple fritter", "chocolate", "sprinkles",
    ].enumerated().map { Donut(id: $0.offset, name: $0.element) }

    /// The menu's twelve donuts.
    public init() {}

    /// Adds a donut called `name`.
    public func add(_ name: String) {
        donuts.append(Donut(id: (donuts.map(\.id).max() ?? 0) + 1, name: name))
    }
}

/// A navigation demo: a scrolling list of links to each donut's screen, and a sheet to add
/// one.
public struct DonutShop: View {
    let menu: DonutMenu
    @State private var adding = false

    /// The shop for `menu`.
    public init(menu: DonutMenu) {
        self.menu = menu
    }

    /// The stack: the menu, then a donut's screen.
    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(menu.donuts) { donut in
                            NavigationLink(donut.name) { DonutScreen(donut: donut) }
                        }
                    }
                }
                Button("Add a donut") { adding = true }
            }
            .navigationTitle("Donuts")
            .sheet(isPresented: $adding) {
                AddDonut(menu: menu)
            }
        }
    }
}

/// One donut's screen.
struct DonutScreen: View {
    @Bindable var donut: Donut

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("A \(donut.name) donut\(donut.isFavourite ? ", a favourite" : "").")
            Toggle("Favourite", isOn: $donut.isFavourite)
            Text("Escape goes back")
        }
        .navigationTitle(donut.name)
    }
}

/// The sheet that adds a donut.
struct AddDonut: View {
    let menu: DonutMenu
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("New donut").bold()
            TextField("Name", text: $name)
            HStack(spacing: 2) {
                Button("Add") {
                    if !name.isEmpty { menu.add(name) }
                    dismiss()
                }
                Button("Cancel") { dismiss() }
            }
        }
    }
}
