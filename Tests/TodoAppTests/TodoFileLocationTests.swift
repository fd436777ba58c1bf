import Foundation
import Testing
import TmuxDriver
import TodoApp
import ViewTree

/// Which todo.txt a run without FILE opens: todo.sh's variables, then its configuration files
/// in its order, else the demo; todo.sh itself, given the same home, reads the same file.
@Suite @MainActor struct TodoFileLocationTests {
    /// A configuration in todo.sh's own style: a shell script that exports the variables.
    static func configuration(directory: String) -> String {
        """
        # todo.sh configuration
        echo "this output is ignored"
        export TODO_DIR="\(directory)"
        export TODO_FILE="$TODO_DIR/todo.txt"
        export DONE_FILE="$TODO_DIR/done.txt"
        export REPORT_FILE="$TODO_DIR/report.txt"
        """
    }

    @Test func todoFileWinsOverTodoDirWhichWinsOverTheConfiguration() {
        let home = TemporaryFolder()
        _ = home.file(".todo.cfg", Self.configuration(directory: "/from/config"))
        let both = TodoFileLocation.find(environment: ["HOME": home.path, "TODO_FILE": "/a/mine.txt", "TODO_DIR": "/b"])
        #expect(both.path == "/a/mine.txt" && both.reason == "TODO_FILE is set")
        let directory = TodoFileLocation.find(environment: ["HOME": home.path, "TODO_DIR": "/b/"])
        #expect(directory.path == "/b/todo.txt")
        let configured = TodoFileLocation.find(environment: ["HOME": home.path])
        #expect(configured.path == "/from/config/todo.txt")
        #expect(configured.reason == "TODO_FILE in \(home.path)/.todo.cfg")
    }

    @Test func configurationFilesAreReadInTodoShsOrder() throws {
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/.todo", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path + "/.config/todo", withIntermediateDirectories: true)
        _ = home.file(".config/todo/config", Self.configuration(directory: "/xdg"))
        #expect(TodoFileLocation.find(environment: ["HOME": home.path]).path == "/xdg/todo.txt")
        _ = home.file(".todo.cfg", Self.configuration(directory: "/dot-cfg"))
        #expect(TodoFileLocation.find(environment: ["HOME": home.path]).path == "/dot-cfg/todo.txt")
        _ = home.file("todo.cfg", Self.configuration(directory: "/plain-cfg"))
        #expect(TodoFileLocation.find(environment: ["HOME": home.path]).path == "/plain-cfg/todo.txt")
        _ = home.file(".todo/config", "export TODO_DIR=\"$HOME/lists\"\n")
        // Only TODO_DIR set: its todo.txt.
        #expect(TodoFileLocation.find(environment: ["HOME": home.path]).path == home.path + "/lists/todo.txt")
        let explicit = home.file("elsewhere.cfg", Self.configuration(directory: "/explicit"))
        let chosen = TodoFileLocation.find(environment: ["HOME": home.path, "TODOTXT_CFG_FILE": explicit])
        #expect(chosen.path == "/explicit/todo.txt")
    }

    @Test func withNothingSetItIsTheDemo() {
        let home = TemporaryFolder()
        let location = TodoFileLocation.find(environment: ["HOME": home.path])
        #expect(location.path == nil)
        #expect(location.reason == "no FILE, TODO_FILE, TODO_DIR or todo.sh configuration")
    }

    @Test func todoShReadsTheFileTodoTuiChooses() throws {
        // The peer: todo.sh, run with the same home, lists the task of the file chosen.
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/lists", withIntermediateDirectories: true)
        _ = home.file("lists/todo.txt", "(A) the one in lists +here\n")
        _ = home.file(".todo.cfg", Self.configuration(directory: home.path + "/lists"))
        let chosen = TodoFileLocation.find(environment: ["HOME": home.path])
        #expect(chosen.path == home.path + "/lists/todo.txt")
        let listed = try ChildProcess.run(
            ["bash", TodoShReferenceTests.script, "-p", "ls"], environment: ["HOME": home.path])
        #expect(listed.output.contains("(A) the one in lists +here"), "todo.sh: \(listed.output)")
    }

    @Test func archiveWritesTheDoneFileOfTheConfigurationWhereTodoShReadsIt() throws {
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/lists", withIntermediateDirectories: true)
        let todo = home.file("lists/todo.txt", "x 2026-11-20 paid the rent\ncall the bank\n")
        _ = home.file(".todo.cfg", "export TODO_DIR=\"$HOME/lists\"\nexport DONE_FILE=\"$TODO_DIR/finished.txt\"\n")
        let location = TodoFileLocation.find(environment: ["HOME": home.path])
        #expect(location.path == todo && location.donePath == home.path + "/lists/finished.txt")
        let storage = try TodoStorage(path: todo, donePath: location.donePath)
        let driver = AppDriver(
            app: TodoProgram(list: storage.makeList(), size: CellSize(width: 80, height: 24), storage: storage))
        driver.press(": a tab enter")
        #expect(driver.footerLine == "archived 1 done task to finished.txt")
        #expect(home.contents(home.path + "/lists/finished.txt") == "x 2026-11-20 paid the rent\n")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/lists/done.txt"))
        storage.close()
        // todo.sh's listall reads its DONE_FILE too: it finds the archived task there.
        let listed = try ChildProcess.run(
            ["bash", TodoShReferenceTests.script, "-p", "listall"], environment: ["HOME": home.path])
        #expect(listed.output.contains("paid the rent") && listed.output.contains("call the bank"), "\(listed.output)")
    }
}
