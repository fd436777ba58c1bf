/// Edit mode, as SwiftUI's: `EditButton` switches it, and a `ForEach` with `onDelete` or
/// `onMove` shows its rows' delete marks (`⊖`) and move handles (`≡`) while it is on. A
/// `NavigationStack` keeps an edit mode for the views inside unless one is given around it
/// (`.environment(\.editMode, $mode)`).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe): here as active.
    case transient
    /// Editing.
    case active

    /// Whether rows show their edit marks.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside; nil outside a `NavigationStack` unless given.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches edit mode on (`[ Edit ]`) and off (`[ Done ]`), as SwiftUI's;
/// outside an edit mode it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button.
    public init() {}

    /// `Edit`, or `Done` while editing.
    public var body: some View {
        let editMode = self.editMode
        let isEditing = editMode?.wrappedValue.isEditing == true
        return Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in
    /// the collection before the move), as SwiftUI's `onMove` hands them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: target)
    }
}
