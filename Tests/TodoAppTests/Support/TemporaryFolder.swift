import Foundation

/// A fresh folder for one test's files, removed afterwards.
final class TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to `name` and returns its path.
    func file(_ name: String, bytes: [UInt8]) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    func file(_ name: String, _ text: String) -> String {
        file(name, bytes: Array(text.utf8))
    }

    func contents(_ file: String) -> String {
        (try? String(contentsOfFile: file, encoding: .utf8)) ?? "<unreadable>"
    }
}
