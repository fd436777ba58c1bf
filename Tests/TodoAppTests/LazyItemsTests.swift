import Foundation
import TestSupport
import Testing
import TodoApp
import ViewTree

/// A file's items are made from its lines when first read: what a query finds on the lines
/// must be what it finds on the items made from them, and every copy of the items makes one
/// object per line.
@Suite struct LazyItemsTests {
    /// Filters from the samples' own words and parts of them, in every sort, on random files
    /// with some items made before the query (as rows shown make them) and others not.
    @Test func queriesOnUnmadeLinesAnswerAsOnTheirItems() {
        for seed in 0..<UInt64(30) {
            var random = SeededRandom(seed: seed)
            let text = TodoTxtSamples.file(using: &random, maxLines: 40, oddEndings: true)
            let made = TodoItems(Array(TodoDocument.parse(text).items))
            let madeEarly = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Int.random(in: 0..<made.count, using: &random)
            }
            var filters = ["", "x", "A", "(", "20", "-1", "0", "e\u{301}", "É"] + TodoTxtSamples.words
            filters += TodoTxtSamples.words.map { String($0.prefix(2)).uppercased() }
            for filter in filters {
                for sort in [SortOrder.file, .priority, .dueDate] {
                    let query = ItemQuery(filter: filter, sort: sort)
                    // Fresh each time: reading the answer's ids makes its items.
                    let lazy = TodoDocument.parse(text).items
                    for position in madeEarly { _ = lazy[position] }
                    #expect(
                        query.apply(to: lazy).map(\.id) == query.apply(to: made).map(\.id),
                        "seed \(seed), filter \(filter.debugDescription), \(sort)")
                }
            }
        }
    }

    @Test func everyCopyMakesOneObjectPerLine() {
        let items = TodoDocument.parse("a\nb +p\n\nc\nd +p\n").items
        let copy = items
        #expect(copy[2] === items[2])
        let shown = ItemQuery(filter: "+p").apply(to: items)
        #expect(shown.map(\.title) == ["b +p", "d +p"])
        #expect(shown[1] === items[3])
        #expect(shown.firstIndex(of: items[3]) == 1)
        #expect(shown.firstIndex(of: items[0]) == nil)
        // An equal item that is another object is not there.
        #expect(items.firstIndex(of: TodoItem(id: items[1].id, title: "b +p")) == nil)
        // Items taken out and put back, as a delete and its undo, are the same objects.
        let list = TodoList(items: items)
        let third = list.items[2]
        list.remove(list.items[0])
        #expect(list.items.firstIndex(of: third) == 1)
        #expect(list.items[2] === items[3])
        #expect(list.items.map(\.title) == ["b +p", "c", "d +p"])
    }

    @Test func aChangedItemIsFoundByWhatItSaysNowNotByItsLine() {
        let list = TodoList(items: TodoDocument.parse("call mom\n(B) buy milk\n").items)
        list.apply(TodoTxtTask(priority: "A", description: "buy bread"), to: list.items[1])
        #expect(ItemQuery(filter: "milk").apply(to: list.items).isEmpty)
        #expect(ItemQuery(filter: "bread").apply(to: list.items).map(\.id) == [2])
        list.setPriority(list.items[1], nil)
        #expect(ItemQuery(sort: .priority).apply(to: list.items).map(\.title) == ["call mom", "buy bread"])
        list.setPriority(list.items[1], "A")
        #expect(ItemQuery(sort: .priority).apply(to: list.items).map(\.title) == ["buy bread", "call mom"])
    }

    @Test func theListCountsDoneLinesWithoutMakingTheirItems() {
        let list = TodoList(items: TodoDocument.parse("x 2026-01-01 a\nb\n\nx c\n(A) d\n", firstID: 10).items)
        #expect(list.doneCount == 2)
        #expect(list.items.count == 4)
        let added = list.insertItem(title: "e")
        #expect(added.id == 14)
    }

    /// Generated items are lines too: the same titles and ids as made one by one, a list of
    /// at least one, and a tick on one counts and shows as on any item.
    @Test func generatedItemsAreNumberedLinesMadeWhenRead() {
        var random = SeededRandom(seed: 4)
        for count in [1, 9, 10, 99, 100, 1_000] + (0..<5).map({ _ in Int.random(in: 1...5_000, using: &random) }) {
            let list = TodoList.generated(count: count)
            #expect(list.items.count == count)
            #expect(list.items.map(\.title) == (1...count).map { "item \($0)" }, "count \(count)")
            #expect(list.items.map(\.id) == Array(1...count))
            #expect(list.doneCount == 0)
            #expect(list.insertItem(title: "next").id == count + 1)
        }
        #expect(TodoList.generated(count: 0).items.map(\.title) == ["item 1"])
        let list = TodoList.generated(count: 1_000_000)
        #expect(list.items.count == 1_000_000)
        #expect(list.items[999_999].title == "item 1000000")
        list.setDone(list.items[41], true, on: "2026-11-27")
        #expect(list.doneCount == 1 && list.items[41].isDone)
        #expect(ItemQuery(filter: "item 1000000").apply(to: list.items).map(\.id) == [1_000_000])
    }
}
