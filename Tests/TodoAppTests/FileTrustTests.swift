import Foundation
import Testing
import TodoApp

/// What is not a todo.txt file is refused without blocking or writing, and nothing planted in
/// the file's folder can redirect a save.
@Suite(.timeLimit(.minutes(1))) struct FileTrustTests {
    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/fifo"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: TodoFileError.notRegularFile(path: path, kind: "a FIFO")) { try TodoFile(path: path) }
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDeviceOrALinkToOneIsRefused() throws {
        #expect(throws: TodoFileError.notRegularFile(path: "/dev/null", kind: "a device")) {
            try TodoFile(path: "/dev/null")
        }
        let folder = TemporaryFolder()
        let link = folder.path + "/link"
        #expect(symlink("/dev/null", link) == 0)
        #expect(throws: TodoFileError.notRegularFile(path: link, kind: "a device")) { try TodoFile(path: link) }
    }

    @Test func aFileReplacedByAFIFOIsNotRenamedOver() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        let file = try TodoFile(path: path)
        unlink(path)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: TodoFileError.notRegularFile(path: path, kind: "a FIFO")) {
            try file.save("b\n", overwritingChanges: true)
        }
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func linksPlantedAtTheTemporaryAndLockPathsAreNeverFollowed() throws {
        let folder = TemporaryFolder()
        let victim = folder.file("victim", "precious\n")
        let path = folder.file("todo.txt", "a\n")
        // The names an earlier version used, predictable from the process id.
        for pid in [getpid(), getpid() + 1] {
            #expect(symlink(victim, folder.path + "/.todo.txt.todo-tui-lock.\(pid).tmp") == 0)
        }
        let file = try TodoFile(path: path)
        try file.save("a\nb\n")
        #expect(folder.contents(victim) == "precious\n")
        #expect(folder.contents(path) == "a\nb\n")
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        // Startup cleanup removed neither the links nor their target.
        #expect(lstat(folder.path + "/.todo.txt.todo-tui-lock.\(getpid()).tmp", &info) == 0)
    }

    @Test func aLinkAtTheLockPathIsRefused() throws {
        let folder = TemporaryFolder()
        let victim = folder.file("victim", "precious\n")
        let path = folder.file("todo.txt", "a\n")
        #expect(symlink(victim, folder.path + "/.todo.txt.todo-tui-lock") == 0)
        #expect(throws: TodoFileError.self) { try TodoFile(path: path) }
        #expect(folder.contents(victim) == "precious\n")
    }

    @Test func cleanupRemovesOnlyThisUsersRegularTemporaryFiles() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        let ours = folder.file(".todo.txt.todo-tui-lock.Ab12Cd.tmp", "left by a killed run")
        let theirs = folder.file(".todo.txt.todo-tui-lock.Xy34Zw.tmp", "another user's")
        chown(theirs, 65534, 65534)
        let file = try TodoFile(path: path)
        #expect(access(ours, F_OK) != 0)
        // Root can chown; elsewhere the file stays ours and goes too.
        #expect((access(theirs, F_OK) == 0) == (getuid() == 0))
        _ = file
    }
}
