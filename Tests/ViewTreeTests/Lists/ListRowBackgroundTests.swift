import Testing

@testable import ViewTree

/// `.listRowBackground(_:)`, as SwiftUI's: behind its row of a `List` or a `Form`, across
/// the list's width; outside them it changes nothing.
@Suite @MainActor struct ListRowBackgroundTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    static let fruits = [Fruit(id: 0, name: "apple"), Fruit(id: 1, name: "fig")]

    @Test func aListRowIsFilledAcrossTheListsWidth() {
        let host = Sample.host(10, 3) {
            List(Self.fruits) { fruit in
                Text(fruit.name).listRowBackground(fruit.id == 1 ? Color.blue : nil)
            }
        }
        #expect(host.buffer.lines.prefix(2) == ["apple", "fig"])
        #expect((0..<10).allSatisfy { host.buffer[$0, 1].style.background == .blue }, "the whole row")
        #expect((0..<10).allSatisfy { host.buffer[$0, 0].style.background == .default }, "a nil background adds none")
    }

    @Test func aFormRowAndAFixedListRowAreFilledToo() {
        let form = Sample.host(8, 2) { Form { Text("name").listRowBackground(Color.red) } }
        #expect(form.buffer[7, 0].style.background == .red)
        let list = Sample.host(8, 2) {
            List {
                Text("one")
                Text("two").listRowBackground(Color.green)
            }
        }
        #expect(list.buffer[7, 1].style.background == .green && list.buffer[7, 0].style.background == .default)
    }

    @Test func outsideAListItChangesNothing() {
        let host = Sample.host(8, 2) { VStack { Text("plain").listRowBackground(Color.red) } }
        #expect(host.buffer.lines.first == "plain")
        #expect((0..<8).allSatisfy { host.buffer[$0, 0].style.background == .default })
    }
}
