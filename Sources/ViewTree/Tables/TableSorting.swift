import Foundation

/// A table's sort order with its comparator type erased: which column sorts first and in
/// which order, and sorting by a column as a click on its header does.
struct TableSorting {
    /// The column the first comparator of the sort order belongs to, and its order.
    let sortedColumn: () -> (index: Int, order: SortOrder)?
    /// Whether each column sorts.
    let sortable: [Bool]
    /// Sorts by column `index`: reversed when it sorts first already, else put first.
    let sort: (Int) -> Void

    init<Value, Sort: SortComparator>(_ sortOrder: Binding<[Sort]>, columns: [_TableColumnPart<Value>])
    where Sort.Compared == Value {
        let comparators = columns.map { $0.comparator as? Sort }
        // Two comparators are for the same column when they agree but for their order.
        func same(_ first: Sort, _ second: Sort) -> Bool {
            var (first, second) = (first, second)
            first.order = .forward
            second.order = .forward
            return first == second
        }
        sortable = comparators.map { $0 != nil }
        sortedColumn = {
            guard let first = sortOrder.wrappedValue.first,
                let index = comparators.firstIndex(where: { $0.map { same($0, first) } ?? false })
            else { return nil }
            return (index, first.order)
        }
        sort = { index in
            guard let comparator = comparators[index] else { return }
            var order = sortOrder.wrappedValue
            if let first = order.first, same(first, comparator) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { same($0, comparator) }
                order.insert(comparator, at: 0)
            }
            sortOrder.wrappedValue = order
        }
    }

    /// The sortable column `step` places left (negative) or right of the sorted one.
    func column(movedBy step: Int) -> Int? {
        let candidates = sortable.indices.filter { sortable[$0] }
        guard let current = sortedColumn()?.index, let position = candidates.firstIndex(of: current) else {
            return step > 0 ? candidates.first : candidates.last
        }
        let target = position + step
        return candidates.indices.contains(target) ? candidates[target] : nil
    }
}
