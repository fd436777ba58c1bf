import ViewTree

/// A list's items in order, or the part of them a query shows.
///
/// Items of a file's lines are made when they are first read: a list of a million-line file
/// holds the file's ``TodoLines`` and nothing per line until a line is shown, changed, or
/// found by a filter. Every copy of the collection (a query's answer, a view's) makes the same
/// object for a line, so identity (`===`) tells items apart as in an array.
public struct TodoItems: RandomAccessCollection {
    /// An item made already, or the index of a line of ``TodoLines`` whose item is made when
    /// read. Eight bytes: the reference's spare bits tell the two apart.
    private enum Slot {
        case item(TodoItem)
        case line(UInt32)
    }

    /// The lines items are made from, and the items made so far: one per line for every copy.
    final class Source {
        let lines: TodoLines
        var publisher: ObservableObjectPublisher
        var made: [UInt32: TodoItem] = [:]

        init(lines: TodoLines, publisher: ObservableObjectPublisher) {
            self.lines = lines
            self.publisher = publisher
        }

        func item(_ index: UInt32) -> TodoItem {
            if let item = made[index] { return item }
            let item = TodoItem(
                id: lines.firstID + Int(index), task: TodoTxtTask(parsing: lines.line(Int(index))), publisher: publisher
            )
            made[index] = item
            return item
        }

        /// Item `item`'s line, if it was made from one of these lines.
        func line(of item: TodoItem) -> UInt32? {
            guard let index = lines.index(ofID: item.id), made[UInt32(index)] === item else { return nil }
            return UInt32(index)
        }
    }

    let source: Source?
    /// The slots in order; nil while they are every line of `source`, in order.
    private var slots: [Slot]?

    /// These items, in this order.
    public init(_ items: [TodoItem]) {
        source = nil
        slots = items.map { .item($0) }
    }

    /// `count` items made by `make` from their positions.
    public init(count: Int, _ make: (Int) -> TodoItem) {
        source = nil
        slots = (0..<count).map { .item(make($0)) }
    }

    /// The items of `lines`' task lines, made when first read, sending `publisher`.
    init(lines: TodoLines, publisher: ObservableObjectPublisher) {
        source = Source(lines: lines, publisher: publisher)
        slots = nil
    }

    private init(source: Source?, slots: [Slot]) {
        self.source = source
        self.slots = slots
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// The position after the last item.
    public var endIndex: Int { slots?.count ?? source?.lines.count ?? 0 }

    /// The item at `position`, made from its line if it was not made yet.
    public subscript(position: Int) -> TodoItem {
        guard let slots else { return source!.item(UInt32(position)) }
        switch slots[position] {
        case .item(let item): return item
        case .line(let index): return source!.item(index)
        }
    }

    /// The position of `item` (this object, not an equal one), if it is here. Lines whose
    /// items were not made yet are skipped, not made.
    public func firstIndex(of item: TodoItem) -> Int? {
        let line = source?.line(of: item)
        guard let slots else { return line.map(Int.init) }
        return slots.firstIndex { slot in
            switch slot {
            case .item(let other): other === item
            case .line(let index): index == line
            }
        }
    }

    /// Calls `body` with the title of the item at `position`, without making it: a line's
    /// description when its item was not made yet.
    func withTitle<Result>(at position: Int, _ body: (Substring) -> Result) -> Result {
        if let slots, case .item(let item) = slots[position] { return body(item.title[...]) }
        if let index = unmadeLine(at: position) {
            return body(TodoTxtTask.description(in: source!.lines.line(Int(index))))
        }
        return body(self[position].title[...])
    }

    /// The priority of the item at `position`, without making it.
    func priority(at position: Int) -> Priority? {
        if let index = unmadeLine(at: position), let lines = source?.lines {
            // On the text's bytes: a sort reads a million priorities.
            return lines.withBytes {
                TodoTxtTask.priority(in: lines.lineBytes(Int(index), in: $0)).flatMap(Priority.init)
            }
        }
        return self[position].priority
    }

    /// The line of `position` when its item was not made yet.
    func unmadeLine(at position: Int) -> UInt32? {
        let index: UInt32
        if let slots {
            guard case .line(let line) = slots[position] else { return nil }
            index = line
        } else {
            index = UInt32(position)
        }
        return source!.made[index] == nil ? index : nil
    }

    /// The items whose titles `isIncluded`, in their order, made when read like these. A line
    /// whose item is not made is asked of `titleBytes` first, on the text's own bytes (nil:
    /// it cannot tell): a million lines are read without a string per line.
    func filter(title isIncluded: (Substring) -> Bool, titleBytes: (UnsafeBufferPointer<UInt8>) -> Bool?) -> TodoItems {
        var kept: [Slot] = []
        let lines = source?.lines
        func keep(_ text: UnsafeBufferPointer<UInt8>) {
            for position in indices {
                let line = unmadeLine(at: position).flatMap { lines?.lineBytes(Int($0), in: text) }
                let shows = line.flatMap { titleBytes(TodoTxtTask.description(in: $0)) }
                if shows ?? withTitle(at: position, isIncluded) { kept.append(slot(at: position)) }
            }
        }
        if let lines { lines.withBytes(keep) } else { keep(UnsafeBufferPointer(start: nil, count: 0)) }
        return TodoItems(source: source, slots: kept)
    }

    /// The items ordered by `key` of their positions, equal keys in their order. Sorted in
    /// place with the keys read once each: a million items cost their keys and no pairs.
    func sorted<Key: Comparable>(by key: (Int) -> Key) -> TodoItems {
        let keys = indices.map(key)
        var order = Array(indices)
        order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        return TodoItems(source: source, slots: order.map(slot(at:)))
    }

    private func slot(at position: Int) -> Slot {
        slots?[position] ?? .line(UInt32(position))
    }

    /// Makes every item, those made already and those made from lines later, send
    /// `publisher`; returns how many items are done and the largest id, read from the lines
    /// where items were not made. One pass over the slots, none over a file's lines.
    func adopt(_ publisher: ObservableObjectPublisher) -> (doneCount: Int, lastID: Int) {
        source?.publisher = publisher
        for item in source?.made.values ?? [:].values where item.objectWillChange !== publisher {
            item.objectWillChange = publisher
        }
        guard let slots else {
            guard let lines = source?.lines else { return (0, 0) }
            return (lines.doneCount, lines.firstID + lines.count - 1)
        }
        var doneCount = 0
        var lastID = 0
        for position in slots.indices {
            if case .item(let item) = slots[position] {
                if item.objectWillChange !== publisher { item.objectWillChange = publisher }
                lastID = Swift.max(lastID, item.id)
                if item.isDone { doneCount += 1 }
            } else if let index = unmadeLine(at: position), let lines = source?.lines {
                lastID = Swift.max(lastID, lines.firstID + Int(index))
                if lines.line(Int(index)).utf8.starts(with: "x ".utf8) { doneCount += 1 }
            } else {
                let item = self[position]
                lastID = Swift.max(lastID, item.id)
                if item.isDone { doneCount += 1 }
            }
        }
        return (doneCount, lastID)
    }

    /// The thresholds of these items, by id: read from the lines' index for items not made,
    /// from the titles of those made.
    func thresholds() -> Thresholds {
        var thresholds = Thresholds()
        guard let slots else {
            guard let lines = source?.lines else { return thresholds }
            for (index, date) in lines.thresholds { thresholds.set(date, id: lines.firstID + Int(index)) }
            return thresholds
        }
        for slot in slots {
            switch slot {
            case .item(let item): thresholds.update(id: item.id, title: item.title)
            case .line(let index):
                if let made = source?.made[index] {
                    thresholds.update(id: made.id, title: made.title)
                } else if let lines = source?.lines, let date = lines.thresholds[index] {
                    thresholds.set(date, id: lines.firstID + Int(index))
                }
            }
        }
        return thresholds
    }

    /// The items whose id is not in `ids`, in their order, made or not.
    func removing(ids: Set<Int>) -> TodoItems {
        var kept: [Slot] = []
        for position in indices {
            let slot = slot(at: position)
            // A line's item, made or not, has the line's id.
            let id =
                switch slot {
                case .item(let item): item.id
                case .line(let index): source!.lines.firstID + Int(index)
                }
            if !ids.contains(id) { kept.append(slot) }
        }
        return TodoItems(source: source, slots: kept)
    }

    /// Puts `item` at `position`.
    mutating func insert(_ item: TodoItem, at position: Int) {
        makeSlots()
        slots!.insert(.item(item), at: position)
    }

    /// Takes the item at `position` out.
    mutating func remove(at position: Int) {
        makeSlots()
        slots!.remove(at: position)
    }

    /// The slots written out, before the first insertion or removal.
    private mutating func makeSlots() {
        if slots == nil { slots = (0..<endIndex).map { .line(UInt32($0)) } }
    }
}
