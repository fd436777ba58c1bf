import Synchronization

/// The rows whose tracking fired since the last frame.
nonisolated final class DirtyRows: Sendable {
    private let rows = Mutex<[Int]>([])

    func mark(_ row: Int) { rows.withLock { $0.append(row) } }

    func take() -> [Int] {
        rows.withLock { rows in
            defer { rows = [] }
            return rows
        }
    }
}
