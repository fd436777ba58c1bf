/// Reading what another program wrote, for a merge (see ``LineMerge``): a read that is
/// sure to be whole, and taking it as the version this todo-tui knows.
extension TodoFile {
    /// What another program left in the file: its text and how the file looked when read.
    struct Change {
        /// The text; nil when the file is gone (deleted, or mid-replace).
        let contents: String?
        let identity: FileIdentity?
    }

    /// The file's text when another program changed it since this todo-tui last read or
    /// wrote it, nil when it did not. A file still being written (its size or time changing
    /// while read) is read again, up to a few times: a merge never takes half a write.
    func readChange() throws(TodoFileError) -> Change? {
        guard changedOnDisk() else { return nil }
        // The path may be a link pointed elsewhere now, or a file replaced by a link.
        target = POSIX.realPath(path) ?? path
        for _ in 0..<5 {
            guard let before = FileIdentity(path: target) else { return Change(contents: nil, identity: nil) }
            let contents = try FileReading.text(of: target, shownAs: path)
            if FileIdentity(path: target) == before, before.size == contents.utf8.count {
                return Change(contents: contents, identity: before)
            }
        }
        throw .unreadable(path: path, reason: "it keeps changing while read")
    }

    /// Takes `change` as what the file holds: saves compare with it from now on.
    func adopt(_ change: Change) {
        guard let contents = change.contents else { return }
        known = ContentDigest(of: contents)
        identity = change.identity
    }
}
