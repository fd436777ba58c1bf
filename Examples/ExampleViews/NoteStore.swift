import Foundation
import ViewTree

/// A note: a title and a text, in the notes or in the archive.
@Observable
public final class Note: Identifiable {
    /// Its number in the store, which the navigation path holds.
    public let id: Int
    public var title: String
    public var text: String
    public var isArchived = false
    /// When it was last opened to edit, as the store counts: the newest is the largest.
    var touched: Int

    init(id: Int, title: String, text: String, touched: Int) {
        self.id = id
        self.title = title
        self.text = text
        self.touched = touched
    }

    /// The first line of the text, for the list.
    var summary: String {
        String(text.prefix { $0 != "\n" })
    }
}

/// The order of a list of notes, as the Sort menu sets it.
public enum NoteOrder: String, CaseIterable, Identifiable, Sendable {
    case recent = "Recently opened"
    case title = "Title"

    public var id: Self { self }
}

/// Every note, kept in memory for the run.
@Observable
public final class NoteStore {
    public private(set) var notes: [Note] = []
    private var clock = 0

    /// A store of `samples` (title, text) notes, the first the most recent.
    public init(samples: [(String, String)] = NoteStore.samples) {
        for (title, text) in samples.reversed() { add(title: title, text: text) }
    }

    /// A few notes to start with.
    public static let samples = [
        ("Groceries", "milk\nbread\n漢字 tea"),
        ("Ideas", "a terminal notes app\nwith tabs and menus"),
        ("Trip", "train at 9:40, platform 3"),
    ]

    /// Adds a note; returns it.
    @discardableResult
    public func add(title: String = "", text: String = "") -> Note {
        clock += 1
        let note = Note(id: (notes.map(\.id).max() ?? 0) + 1, title: title, text: text, touched: clock)
        notes.append(note)
        return note
    }

    /// The note numbered `id`, if it is still there.
    public func note(_ id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    /// Marks `note` as the most recently opened.
    func touch(_ note: Note) {
        clock += 1
        note.touched = clock
    }

    public func delete(_ id: Note.ID) {
        notes.removeAll { $0.id == id }
    }

    /// The notes in the archive or out of it, in `order`.
    func notes(archived: Bool, in order: NoteOrder) -> [Note] {
        let chosen = notes.filter { $0.isArchived == archived }
        switch order {
        case .recent: return chosen.sorted { $0.touched > $1.touched }
        case .title: return chosen.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        }
    }
}
