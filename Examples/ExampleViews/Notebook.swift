import ViewTree

/// A notes app written as for SwiftUI: two tabs (the notes, the archive), each a
/// `NavigationStack` over a path of note numbers; a note opens in an editor (a title field
/// and a `TextEditor`) with a menu to archive or delete it; a menu sorts the list.
public struct Notebook: View {
    let store: NoteStore

    /// The notes of `store`.
    public init(store: NoteStore) {
        self.store = store
    }

    public var body: some View {
        TabView {
            Tab("Notes", systemImage: "note.text") {
                NoteList(store: store, archived: false)
            }
            Tab("Archive", systemImage: "archivebox") {
                NoteList(store: store, archived: true)
            }
            .badge(store.notes.count { $0.isArchived })
        }
    }
}

/// One tab's notes: the list, and the notes opened from it on its navigation path.
struct NoteList: View {
    let store: NoteStore
    let archived: Bool
    @State private var path: [Note.ID] = []
    @State private var order = NoteOrder.recent

    var body: some View {
        NavigationStack(path: $path) {
            let notes = store.notes(archived: archived, in: order)
            Group {
                if notes.isEmpty {
                    ContentUnavailableView(
                        archived ? "No archived notes" : "No notes", systemImage: "note.text",
                        description: Text(archived ? "Archive a note from its menu." : "New makes one."))
                } else {
                    List(notes) { note in
                        NavigationLink(value: note.id) { NoteRow(note: note) }
                            .contextMenu {
                                Button(note.isArchived ? "Move to Notes" : "Archive") { note.isArchived.toggle() }
                                Button("Delete", role: .destructive) { store.delete(note.id) }
                            }
                    }
                }
            }
            .navigationTitle(archived ? "Archive" : "Notes")
            .toolbar {
                Menu("Sort") {
                    ForEach(NoteOrder.allCases) { order in
                        Button(order.rawValue) { self.order = order }
                    }
                }
                if !archived {
                    Button("New") { path.append(store.add().id) }
                        .help("Start an empty note")
                }
            }
            .navigationDestination(for: Note.ID.self) { id in
                if let note = store.note(id) {
                    NoteEditor(note: note, store: store, path: $path)
                } else {
                    ContentUnavailableView("Deleted", systemImage: "trash")
                }
            }
        }
    }
}

/// A note in the list: its title, then the text's first line, dimmed.
struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            Text(note.title.isEmpty ? "Untitled" : note.title).bold()
            Text(note.summary).foregroundStyle(.secondary)
        }
    }
}

/// A note opened: its title in a field, its text in an editor, and a menu to archive or
/// delete it (either goes back to the list).
struct NoteEditor: View {
    @Bindable var note: Note
    let store: NoteStore
    @Binding var path: [Note.ID]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Title", text: $note.title)
            Divider()
            TextEditor(text: $note.text)
        }
        .navigationTitle(note.title.isEmpty ? "Untitled" : note.title)
        .toolbar {
            Menu("Note") {
                Button(note.isArchived ? "Move to Notes" : "Archive") {
                    note.isArchived.toggle()
                    path.removeLast()
                }
                Divider()
                Button("Delete", role: .destructive) {
                    path.removeLast()
                    store.delete(note.id)
                }
            }
        }
        .onAppear { store.touch(note) }
    }
}
