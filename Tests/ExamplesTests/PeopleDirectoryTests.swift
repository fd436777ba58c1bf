import ExampleViews
import Testing
import ViewTree

/// Examples/People: a table over a hundred thousand people, sorted, searched and chosen with
/// keys, beside the cities and the chosen person.
@Suite @MainActor struct PeopleDirectoryTests {
    /// The rows the table shows: the middle column's text.
    func names(_ host: ViewHost) -> [String] {
        host.buffer.lines[3...].map { line in
            let columns = line.split(separator: "│", omittingEmptySubsequences: false)
            return columns.count > 1 ? columns[1].trimmingCharacters(in: .whitespaces) : ""
        }
        .filter { !$0.isEmpty }
    }

    @Test func theTableSortsSearchesAndShowsTheChosenPerson() {
        let people = Person.directory(count: 100_000)
        let host = ViewHost(PeopleDirectory(people: people), width: 100, height: 12)
        host.settle()
        #expect(host.buffer.lines[6].hasSuffix("100000 people"))
        #expect(names(host).first == "Ananan Anbos               50")
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.settle()
        #expect(host.buffer.lines[6].hasSuffix("10000 people"), "Accra's")
        #expect(names(host).allSatisfy { name in people.contains { $0.city == "Accra" && name.hasPrefix($0.name) } })
        host.send(.tab)
        for character in "kalo" { host.send(.character(character)) }
        host.settle()
        let found = people.filter { $0.city == "Accra" && $0.name.lowercased().contains("kalo") }.count
        #expect(found > 1 && host.buffer.lines[6].hasSuffix(" \(found) people"))
        #expect(names(host).allSatisfy { $0.lowercased().contains("kalo") })
        host.send(.tab)
        host.send(.right)
        host.settle()
        #expect(host.buffer.lines[1].contains("Age ▲"), "Right sorts by the next column")
        let ages = names(host).compactMap { Int($0.split(separator: " ").last ?? "") }
        #expect(ages == ages.sorted() && ages.count > 1)
        host.send(.down)
        host.settle()
        let first = names(host)[0]
        let chosen = people.first {
            first.hasPrefix($0.name + " ") && $0.city == "Accra" && first.hasSuffix(" \($0.age)")
        }
        #expect(chosen != nil)
        #expect(host.buffer.lines.contains { $0.hasSuffix("│ " + (chosen?.name ?? "?")) })
        #expect(host.buffer.lines.contains { $0.contains("Age \(chosen?.age ?? 0), lives in Accra") })
    }
}

extension ViewHost {
    /// Renders until nothing is left to show: `onChange` actions change the state after a
    /// frame.
    func settle() {
        repeat { renderFrame() } while needsFrame
    }
}
