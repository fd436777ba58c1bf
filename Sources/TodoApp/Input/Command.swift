/// What a key asks the app to do.
public enum Command: Equatable, Sendable {
    case moveSelection(by: Int)
    case movePage(by: Int)
    case moveToFirst, moveToLast
    case toggle, open, add, edit, delete
    case switchMode, toggleLog, toggleInspector, toggleHighlight, toggleHeatMap, resetCounters
    case showHelp, back, quit, suspend
    /// Priority none, A, B, C, D, then none again.
    case cyclePriority
    /// Priority (A) to (Z), from Shift and a letter.
    case setPriority(Character)
    /// Read the file again / write this list over a file changed on disk.
    case reloadFile, overwriteFile
    case undo, redo
    /// Start typing a filter; edit it; keep it; clear it.
    case startFilter
    case editFilter(Character)
    case eraseFilter, applyFilter, clearFilter
    case cycleSort
    /// Title field editing.
    case insert(Character)
    case deleteBackward, deleteForward, cursorLeft, cursorRight, cursorHome, cursorEnd
}
