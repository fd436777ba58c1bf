import Foundation
import TestSupport
import TrackingCore
import ViewTree

/// The models random shapes read, and random changes to several of them at once.
final class ShapeModels {
    static let nameCount = 6
    static let flagCount = 2
    static let rowListCount = 2
    static let numberCount = 2
    static let texts = [
        "a", "longer title", "", "買い物リスト", "Typed", "e\u{301}", "👍🏽 ok", "x y z w v u t s r q", "two\nlines",
        "an-unbroken-word-longer-than-a-line",
    ]

    let names = (0..<nameCount).map { ShapeName(value: ShapeModels.texts[$0 % ShapeModels.texts.count]) }
    let flags = (0..<flagCount).map { ShapeFlag(value: $0 == 0) }
    let numbers = (0..<numberCount).map { ShapeNumber(count: $0, level: 0.25 * Double($0)) }
    let rowLists = (0..<rowListCount).map { list in
        ShapeRows(items: (0..<3).map { TodoItem(id: list * 1000 + $0, title: ShapeModels.texts[$0]) })
    }
    private var lastID = 10_000

    /// Applies 1 to 4 random changes; returns what they were, for failure messages.
    func changeSeveral(using random: inout SeededRandom) -> [String] {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in changeOne(using: &random) }
    }

    private func changeOne(using random: inout SeededRandom) -> String {
        let text = Self.texts.randomElement(using: &random)!
        let rows = rowLists.randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 8:
            let number = numbers.randomElement(using: &random)!
            number.count = Int.random(in: 0...5, using: &random)
            number.level = Double(Int.random(in: 0...4, using: &random)) / 4
            return "number \(number.count) \(number.level)"
        case 0, 1, 2:
            let index = Int.random(in: 0..<names.count, using: &random)
            names[index].value = text
            return "name\(index)=\(text)"
        case 3:
            let index = Int.random(in: 0..<flags.count, using: &random)
            flags[index].value.toggle()
            return "flag\(index) toggled"
        case 4:
            lastID += 1
            rows.items.insert(
                TodoItem(id: lastID, title: text), at: Int.random(in: 0...rows.items.count, using: &random))
            return "row inserted"
        case 5:
            guard !rows.items.isEmpty else { return "nothing" }
            rows.items.remove(at: Int.random(in: 0..<rows.items.count, using: &random))
            return "row removed"
        default:
            guard let item = rows.items.randomElement(using: &random) else { return "nothing" }
            item.title = text
            return "row renamed \(text)"
        }
    }
}

@Trackable final class ShapeName {
    var value: String
    init(value: String) { self.value = value }
}

@Trackable final class ShapeFlag {
    var value: Bool
    init(value: Bool) { self.value = value }
}

@Trackable final class ShapeNumber {
    var count: Int
    var level: Double
    init(count: Int, level: Double) { (self.count, self.level) = (count, level) }
}

@Trackable final class ShapeRows {
    var items: [TodoItem]
    /// How a table of these rows sorts them.
    var order = [KeyPathComparator(\TodoItem.title)]
    init(items: [TodoItem]) { self.items = items }
}

/// The letters of the names a random shape shows, handed up as a preference.
struct ShapeLetters: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A view that shows how many letters the names inside it have, read by
/// `.onPreferenceChange` into its state.
struct LetterCount<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var letters = 0

    var body: some View {
        VStack {
            Text("\(letters) letters")
            content
        }
        .onPreferenceChange(ShapeLetters.self) { letters = $0 }
    }
}
