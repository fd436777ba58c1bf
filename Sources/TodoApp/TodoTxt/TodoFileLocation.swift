import Foundation

/// Which todo.txt todo-tui opens when no FILE is given, found as todo.sh finds its own: the
/// `TODO_FILE` variable, else `TODO_DIR/todo.txt`, else what todo.sh's configuration file
/// sets (the first of `TODOTXT_CFG_FILE`, `~/.todo/config`, `~/todo.cfg`, `~/.todo.cfg` and
/// `$XDG_CONFIG_HOME/todo/config` that exists, read by the shell as todo.sh sources it),
/// else none: the demo.
public struct TodoFileLocation: Equatable, Sendable {
    /// The file, or nil for the demo.
    public let path: String?
    /// Why this one, in a few words (`--help` says it).
    public let reason: String
    /// Where `:archive` puts done tasks when todo.sh's configuration says (`DONE_FILE`); nil:
    /// `done.txt` beside the file, as todo.sh's default.
    public var donePath: String?

    /// The location for `environment` (the process's, in the app).
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> TodoFileLocation {
        if let file = environment["TODO_FILE"], !file.isEmpty {
            return TodoFileLocation(path: file, reason: "TODO_FILE is set")
        }
        if let directory = environment["TODO_DIR"], !directory.isEmpty {
            return TodoFileLocation(path: join(directory, "todo.txt"), reason: "TODO_DIR is set")
        }
        for candidate in configurationFiles(environment) where FileManager.default.fileExists(atPath: candidate) {
            guard let settings = TodoShConfiguration.read(candidate, environment: environment) else { continue }
            if let file = settings.todoFile {
                return TodoFileLocation(
                    path: file, reason: "TODO_FILE in \(candidate)", donePath: settings.doneFile)
            }
            if let directory = settings.todoDirectory {
                return TodoFileLocation(
                    path: join(directory, "todo.txt"), reason: "TODO_DIR in \(candidate)", donePath: settings.doneFile)
            }
        }
        return TodoFileLocation(path: nil, reason: "no FILE, TODO_FILE, TODO_DIR or todo.sh configuration")
    }

    /// todo.sh's configuration files, in the order it looks for them.
    static func configurationFiles(_ environment: [String: String]) -> [String] {
        var files: [String] = []
        if let explicit = environment["TODOTXT_CFG_FILE"], !explicit.isEmpty { files.append(explicit) }
        guard let home = environment["HOME"], !home.isEmpty else { return files }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? join(home, ".config")
        return files + [
            join(home, ".todo/config"), join(home, "todo.cfg"), join(home, ".todo.cfg"),
            join(configHome, "todo/config"),
        ]
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// What a todo.sh configuration file sets, read as todo.sh reads it: sourced by the shell
/// (it is a shell script: `export TODO_DIR=${HOME}/todo`), its output thrown away.
struct TodoShConfiguration {
    var todoDirectory: String?
    var todoFile: String?
    var doneFile: String?

    /// The settings of `path`, or nil when the shell cannot read it.
    static func read(_ path: String, environment: [String: String]) -> TodoShConfiguration? {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The variables are unset first: the file's own values are wanted.
        shell.arguments = [
            "-c",
            #"unset TODO_DIR TODO_FILE DONE_FILE; . "$1" >/dev/null 2>&1 </dev/null; printf '%s\n%s\n%s' "$TODO_DIR" "$TODO_FILE" "$DONE_FILE""#,
            "todo-tui", path,
        ]
        shell.environment = environment
        let output = Pipe()
        shell.standardOutput = output
        shell.standardError = FileHandle.nullDevice
        shell.standardInput = FileHandle.nullDevice
        do { try shell.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func value(_ index: Int) -> String? {
            index < lines.count && !lines[index].isEmpty ? String(lines[index]) : nil
        }
        return TodoShConfiguration(todoDirectory: value(0), todoFile: value(1), doneFile: value(2))
    }
}
