/// Reading every task of a list without making items of the lines not made yet: what the
/// sidebar's counts are made from.
extension TodoItems {
    /// Calls `body` with each task's id, whether it is done, its title (a line's description
    /// when its item was not made) and whether its item was made.
    func forEachTask(_ body: (Int, Bool, Substring, Bool) -> Void) {
        for position in indices {
            if let index = unmadeLine(at: position), let lines = source?.lines {
                let line = lines.line(Int(index))
                body(
                    lines.firstID + Int(index), line.utf8.starts(with: "x ".utf8), TodoTxtTask.description(in: line),
                    false)
            } else {
                let item = self[position]
                body(item.id, item.isDone, item.title[...], true)
            }
        }
    }

    /// The `+project` and `@context` tokens of the file line of item `id` while that line is
    /// an open task; none for an item not from the file.
    func lineTokens(ofID id: Int) -> [String] {
        guard let lines = source?.lines, let index = lines.index(ofID: id) else { return [] }
        let line = lines.line(index)
        return line.utf8.starts(with: "x ".utf8) ? [] : TokenCounts.tokens(in: TodoTxtTask.description(in: line))
    }
}
