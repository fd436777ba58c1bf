import ExampleViews
import Testing
import ViewTree
import ViewTreeTesting

/// Examples/People: a table over a hundred thousand people, sorted, searched and chosen with
/// keys, beside the cities and the chosen person.
@Suite @MainActor struct PeopleDirectoryTests {
    /// The rows the table shows: the middle column's text.
    func names(_ tester: ViewTester) -> [String] {
        tester.lines[3...].map { line in
            let columns = line.split(separator: "│", omittingEmptySubsequences: false)
            return columns.count > 1 ? columns[1].trimmingCharacters(in: .whitespaces) : ""
        }
        .filter { !$0.isEmpty }
    }

    @Test func theTableSortsSearchesAndShowsTheChosenPerson() {
        let people = Person.directory(count: 100_000)
        let tester = ViewTester(PeopleDirectory(people: people), width: 100, height: 12)
        #expect(tester.lines[6].hasSuffix("100000 people"))
        #expect(names(tester).first == "Ananan Anbos               50")
        tester.press(.tab)
        tester.press(.down)
        tester.press(.down)
        #expect(tester.lines[6].hasSuffix("10000 people"), "Accra's")
        #expect(names(tester).allSatisfy { name in people.contains { $0.city == "Accra" && name.hasPrefix($0.name) } })
        tester.press(.tab)
        tester.type("kalo")
        let found = people.filter { $0.city == "Accra" && $0.name.lowercased().contains("kalo") }.count
        #expect(found > 1 && tester.lines[6].hasSuffix(" \(found) people"))
        #expect(names(tester).allSatisfy { $0.lowercased().contains("kalo") })
        tester.press(.tab)
        tester.press(.right)
        #expect(tester.lines[1].contains("Age ▲"), "Right sorts by the next column")
        let ages = names(tester).compactMap { Int($0.split(separator: " ").last ?? "") }
        #expect(ages == ages.sorted() && ages.count > 1)
        tester.press(.down)
        let first = names(tester)[0]
        let chosen = people.first {
            first.hasPrefix($0.name + " ") && $0.city == "Accra" && first.hasSuffix(" \($0.age)")
        }
        #expect(chosen != nil)
        // The detail column centres the card, as SwiftUI's.
        #expect(
            tester.lines.contains {
                $0.split(separator: "│").last?.trimmingCharacters(in: .whitespaces) == chosen?.name
            })
        #expect(tester.lines.contains { $0.contains("Age \(chosen?.age ?? 0), lives in Accra") })
    }
}
