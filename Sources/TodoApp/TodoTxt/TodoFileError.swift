/// Why a todo.txt file could not be opened or saved.
public enum TodoFileError: Error, Equatable, CustomStringConvertible {
    case isDirectory(path: String)
    /// A FIFO, socket or device: reading could block, saving would replace it.
    case notRegularFile(path: String, kind: String)
    case unreadable(path: String, reason: String)
    case invalidUTF8(path: String)
    /// Over 4 GB: a todo.txt file's lines are placed with 32-bit offsets.
    case tooLarge(path: String)
    case locked(path: String)
    /// Another program changed the file since it was read: not overwritten.
    case changedOnDisk(path: String)
    case writeFailed(path: String, reason: String)

    /// The message for the user, naming the file.
    public var description: String {
        switch self {
        case .isDirectory(let path): "\(path) is a directory, not a todo.txt file"
        case .notRegularFile(let path, let kind): "\(path) is \(kind), not a todo.txt file"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidUTF8(let path): "\(path) is not UTF-8 text; todo.txt files are UTF-8"
        case .tooLarge(let path): "\(path) is over 4 GB, too large for a todo.txt file"
        case .locked(let path): "\(path) is already open in another todo-tui"
        case .changedOnDisk(let path): "\(path) changed on disk"
        case .writeFailed(let path, let reason): "cannot save \(path): \(reason)"
        }
    }
}
