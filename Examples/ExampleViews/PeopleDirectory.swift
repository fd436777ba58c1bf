import ViewTree

/// A person of the directory: what the table shows and the detail pane tells.
// Nonisolated: a key path to a main-actor property is not Sendable, and `KeyPathComparator` takes
// only Sendable ones (in a module whose default isolation is the main actor, as this one).
public nonisolated struct Person: Identifiable, Sendable {
    public let id: Int
    public let name: String
    public let city: String
    public let age: Int
    public let email: String

    /// The directory's `count` people, the same every run: names made of syllables, in ten
    /// cities.
    public static func directory(count: Int) -> [Person] {
        let syllables = ["ka", "lo", "mi", "ra", "sen", "to", "vi", "del", "an", "su", "bo", "ne"]
        return (0..<count).map { id in
            let first = syllables[id % 12].capitalized + syllables[(id / 12) % 12] + syllables[(id / 144) % 12]
            let last = syllables[(id / 7) % 12].capitalized + syllables[(id / 1728) % 12] + "s"
            let name = first + " " + last
            return Person(
                id: id, name: name, city: cities[(id * 7) % cities.count], age: 18 + (id * 37) % 60,
                email: name.lowercased().replacingOccurrences(of: " ", with: ".") + "@example.com")
        }
    }

    /// The cities, in the sidebar's order.
    public static let cities = [
        "Accra", "Bergen", "Cusco", "Dakar", "Essen", "Fukuoka", "Graz", "Hanoi", "Izmir", "Jaipur",
    ]
}

/// A directory browser written as for SwiftUI: cities in the sidebar, the people of the
/// chosen one in a sortable `Table` you can search, and the selected person in the detail
/// column of a `NavigationSplitView`.
public struct PeopleDirectory: View {
    let people: [Person]
    @State private var city: String?
    @State private var search = ""
    @State private var sortOrder = [KeyPathComparator(\Person.name)]
    @State private var shown: [Person] = []
    @State private var selection: Person.ID?

    /// The browser over `people`.
    public init(people: [Person]) {
        self.people = people
    }

    public var body: some View {
        NavigationSplitView {
            List(["All"] + Person.cities, id: \.self, selection: $city) { city in
                Text(city)
            }
        } content: {
            Table(shown, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(6)
            }
            .searchable(text: $search, prompt: "Name")
        } detail: {
            // A person's id is their place in the directory.
            if let person = selection.flatMap({ people.indices.contains($0) ? people[$0] : nil }) {
                PersonCard(person: person)
            } else {
                ContentUnavailableView(
                    "No one chosen", systemImage: "person", description: Text("\(shown.count) people"))
            }
        }
        .onChange(of: city, initial: true) { refresh() }
        .onChange(of: search) { refresh() }
        .onChange(of: sortOrder) { shown.sort(using: sortOrder) }
    }

    /// The people of the chosen city whose name holds the search, in the table's order.
    private func refresh() {
        let city = self.city.flatMap { $0 == "All" ? nil : $0 }
        shown = people.filter { person in
            (city == nil || person.city == city)
                && (search.isEmpty || person.name.localizedCaseInsensitiveContains(search))
        }
        .sorted(using: sortOrder)
    }
}

/// The detail column: one person's fields.
struct PersonCard: View {
    let person: Person

    var body: some View {
        VStack(alignment: .leading) {
            Text(person.name).bold()
            Text("Age \(person.age), lives in \(person.city)")
            Text(person.email).foregroundStyle(.cyan)
        }
        .padding(.horizontal, 1)
    }
}
