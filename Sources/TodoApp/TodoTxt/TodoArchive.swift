import Foundation

/// `todo.sh archive` on a todo.txt's text: the empty lines go, the done tasks (lines starting
/// with `x `) move to the end of done.txt, in their order, each ending with a new line; the
/// other lines stay byte for byte. As `sed` does, the file's last line keeps a missing final
/// new line when it stays.
struct TodoArchive: Equatable {
    /// The todo.txt afterwards.
    let remaining: String
    /// The text appended to done.txt: one line per done task.
    let archived: String
    /// How many tasks moved.
    let count: Int

    init(splitting contents: String) {
        // Bytes, as sed and grep see them: in a String, `\r\n` is one character and is not
        // split at its `\n`.
        let bytes = Array(contents.utf8)
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        // A final new line ends the last line; it does not start an empty one.
        let endsWithNewLine = lines.last?.isEmpty == true
        if endsWithNewLine { lines.removeLast() }
        var kept: [UInt8] = []
        var moved: [UInt8] = []
        var count = 0
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let isLast = index == lines.count - 1
            if line.starts(with: [0x78, 0x20]) {  // "x "
                moved += line + [0x0A]
                count += 1
            } else {
                kept += line
                if !isLast || endsWithNewLine { kept.append(0x0A) }
            }
        }
        remaining = String(decoding: kept, as: UTF8.self)
        archived = String(decoding: moved, as: UTF8.self)
        self.count = count
    }
}

/// What an archive replaced, to put back byte for byte: the todo.txt's text, and done.txt's,
/// or nil when there was no done.txt, and the lines it appended to done.txt.
public struct ArchivedFiles: Sendable {
    let todo: String
    let done: String?
    let archived: String
    let donePath: String

    /// done.txt's name, for messages.
    var doneName: String { donePath.split(separator: "/").last.map(String.init) ?? donePath }
}

extension TodoStorage {
    /// Where done tasks go: the `DONE_FILE` variable when set, else the `DONE_FILE` of
    /// todo.sh's configuration when the file was found through it, else `done.txt` beside the
    /// todo.txt.
    public var donePath: String {
        if let path = ProcessInfo.processInfo.environment["DONE_FILE"], !path.isEmpty { return path }
        if let configuredDonePath { return configuredDonePath }
        return URL(fileURLWithPath: file.path).deletingLastPathComponent().appendingPathComponent("done.txt").path
    }

    /// Moves `list`'s done tasks to done.txt as `todo.sh archive` does (``TodoArchive``),
    /// after saving its changes; both files are written atomically, done.txt first, and the
    /// list is read again from the new todo.txt. Returns what to put back to undo it, nil when
    /// there was nothing to archive and no blank line to remove.
    public func archive(_ list: TodoList) throws(TodoFileError) -> (count: Int, undo: ArchivedFiles)? {
        save(list)
        let donePath = self.donePath
        let result = onQueue { () -> Result<(Int, ArchivedFiles)?, TodoFileError> in
            let before = document.render()
            let archive = TodoArchive(splitting: before)
            // As todo.sh, blank lines go even when no task is done.
            guard archive.count > 0 || archive.remaining != before else { return .success(nil) }
            let oldDone = try? String(contentsOfFile: donePath, encoding: .utf8)
            do throws(TodoFileError) {
                // Nothing to move makes no done.txt (todo.sh's `>>` makes an empty one).
                if archive.count > 0 { try Self.write((oldDone ?? "") + archive.archived, to: donePath) }
                do throws(TodoFileError) {
                    try file.save(archive.remaining)
                } catch {
                    // Never both: put done.txt back as it was.
                    try? Self.restore(oldDone, at: donePath)
                    throw error
                }
            } catch {
                return .failure(error)
            }
            let undo = ArchivedFiles(todo: before, done: oldDone, archived: archive.archived, donePath: donePath)
            return .success((archive.count, undo))
        }
        guard let (count, undo) = try result.get() else { return nil }
        try reload(into: list)
        return (count, undo)
    }

    /// Puts back the files an archive replaced (a done.txt it made goes again) and reads the
    /// list again. done.txt may have changed since (todo.sh archiving in another terminal):
    /// only the lines the archive appended go, merged as a change of this run's against it.
    public func restore(_ files: ArchivedFiles, into list: TodoList) throws(TodoFileError) {
        let result = onQueue { () -> Result<Void, TodoFileError> in
            do throws(TodoFileError) {
                try file.save(files.todo)
                var done = files.done
                if let current = try? String(contentsOfFile: files.donePath, encoding: .utf8) {
                    let merged = LineMerge(
                        base: (files.done ?? "") + files.archived, mine: files.done ?? "", theirs: current
                    ).text()
                    done = files.done == nil && merged.isEmpty ? nil : merged
                }
                try Self.restore(done, at: files.donePath)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        try reload(into: list)
    }

    /// Writes `text` to `path` atomically (a temporary file renamed over it).
    private static func write(_ text: String, to path: String) throws(TodoFileError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: "\(error.localizedDescription)")
        }
    }

    /// Makes `path` hold `text` again, or removes it when there was none.
    private static func restore(_ text: String?, at path: String) throws(TodoFileError) {
        if let text { return try write(text, to: path) }
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .writeFailed(path: path, reason: "\(error.localizedDescription)")
        }
    }
}
