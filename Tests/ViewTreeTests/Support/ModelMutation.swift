import TestSupport

/// One random change to a todo list or its screen, as the oracle tests apply them.
enum ModelMutation: CustomStringConvertible {
    case toggle(Int)
    case rename(Int, String)
    case insert(Int, String)
    case delete(Int)
    case move(Int, Int)
    case select(Int?)
    case resize(Int, Int)

    /// Titles with wide and zero-width characters, so the layout's widths are exercised.
    static let titles = [
        "aaa", "bbb", "買い物", "👍 done", "e\u{301}té", "a much longer title that will not fit", "", "🇯🇵 flag", "x",
    ]

    static func random(for list: TodoList, using random: inout SeededRandom) -> ModelMutation {
        let count = list.items.count
        let title = titles.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: return count == 0 ? .insert(0, title) : .toggle(Int.random(in: 0..<count, using: &random))
        case 3: return count == 0 ? .insert(0, title) : .rename(Int.random(in: 0..<count, using: &random), title)
        case 4: return .insert(Int.random(in: 0...count, using: &random), title)
        case 5: return count == 0 ? .insert(0, title) : .delete(Int.random(in: 0..<count, using: &random))
        case 6:
            guard count > 1 else { return .insert(0, title) }
            return .move(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
        case 7, 8: return .select(count == 0 ? nil : Int.random(in: 0..<count, using: &random))
        default: return .resize(Int.random(in: 1...30, using: &random), Int.random(in: 1...12, using: &random))
        }
    }

    /// Applies the change; a resize goes to `resize` since it is not a model change.
    func apply(to list: TodoList, resize: (Int, Int) -> Void) {
        switch self {
        case .toggle(let index): list.items[index].isDone.toggle()
        case .rename(let index, let title): list.items[index].title = title
        case .insert(let index, let title): list.items.insert(list.makeItem(title), at: index)
        case .delete(let index): list.items.remove(at: index)
        case .move(let from, let to):
            let item = list.items.remove(at: from)
            list.items.insert(item, at: to)
        case .select(let index): list.selection = index
        case .resize(let width, let height): resize(width, height)
        }
    }

    var description: String {
        switch self {
        case .toggle(let index): "toggle \(index)"
        case .rename(let index, let title): "rename \(index) \(title)"
        case .insert(let index, let title): "insert \(index) \(title)"
        case .delete(let index): "delete \(index)"
        case .move(let from, let to): "move \(from) \(to)"
        case .select(let index): "select \(index.map(String.init) ?? "none")"
        case .resize(let width, let height): "resize \(width)x\(height)"
        }
    }
}
