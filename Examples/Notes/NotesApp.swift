import ExampleViews
import ViewTree

/// `swift run example-notes`: notes in two tabs, opened by value on a navigation path and
/// edited in a `TextEditor`.
@main
struct NotesApp: App {
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            Notebook(store: store)
        }
    }
}
