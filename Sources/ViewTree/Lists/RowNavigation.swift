/// Moving through a lazy list's rows by keys, shared by the lists and tables with selection:
/// where the arrows, Home, End, Page Up, Page Down and the wheel take a selection, and where
/// the selected row is without a search on every key.
enum RowNavigation {
    /// The row `press` moves a selection at `current` to among `count` rows, or nil for a key
    /// that does not move it: one row, ten for a page, the ends, the wheel's steps. From no
    /// selection, Down starts at the first row and Up at the last. `current` is asked only for
    /// a key that moves.
    static func target(of press: KeyPress, from current: () -> Int?, count: Int) -> Int? {
        let keys: Set<KeyEquivalent> = [.upArrow, .downArrow, .home, .end, .pageUp, .pageDown]
        guard count > 0, press.wheelStep != nil || keys.contains(press.key) else { return nil }
        let (current, last) = (current(), count - 1)
        if let step = press.wheelStep { return min(last, max(0, (current ?? -1) + step)) }
        switch press.key {
        case .upArrow: return current.map { max(0, $0 - 1) } ?? last
        case .downArrow: return current.map { min(last, $0 + 1) } ?? 0
        case .home: return 0
        case .end: return last
        case .pageUp: return max(0, (current ?? 0) - 10)
        default: return min(last, (current ?? 0) + 10)
        }
    }
}

/// Where a list's selected row was last found.
final class IndexMemo {
    var index: Int?

    /// The position in `data` of the element whose id is `target`: where it was last time
    /// when it is still there, so a key costs O(1) on a long list; a search only after the
    /// data moved it.
    func position<Data: RandomAccessCollection, ID: Hashable>(
        of target: ID?, in data: Data, id: (Data.Element) -> ID
    ) -> Int? {
        guard let target else { return nil }
        if let known = index, known < data.count, id(data[data.index(data.startIndex, offsetBy: known)]) == target {
            return known
        }
        index = data.firstIndex { id($0) == target }.map { data.distance(from: data.startIndex, to: $0) }
        return index
    }
}
