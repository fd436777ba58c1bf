import Foundation
import TestSupport
import Testing
import TodoApp

/// The file itself: creation, bad files, the lock, atomic saves and changes made by others.
@Suite struct TodoFileTests {
    @Test func anAbsentFileIsCreatedEmpty() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/new.txt"
        let file = try TodoFile(path: path)
        #expect(file.contents == "")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func badFilesAreRefusedAndLeftUntouched() throws {
        let folder = TemporaryFolder()
        #expect(throws: TodoFileError.isDirectory(path: folder.path)) { try TodoFile(path: folder.path) }
        let binary = folder.file("binary.txt", bytes: [0x61, 0xFF, 0xFE, 0x0A])
        #expect(throws: TodoFileError.invalidUTF8(path: binary)) { try TodoFile(path: binary) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: binary)) == Data([0x61, 0xFF, 0xFE, 0x0A]))
        let nowhere = folder.path + "/missing/folder/todo.txt"
        #expect(throws: TodoFileError.self) { try TodoFile(path: nowhere) }
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    /// Files read in parts: sequences valid and not (cut short, overlong, surrogates, stray
    /// continuation bytes) placed around the parts' 64 KB borders. A file opens exactly when
    /// the standard library takes its bytes as UTF-8, and then holds those bytes.
    @Test func largeFilesAreUTF8ExactlyWhenTheStandardLibrarySaysSo() throws {
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xE8, 0xB2, 0xB7], [0xF0, 0x9F, 0x91, 0x8D], [0x80], [0xE8, 0xB2], [0xC0, 0xAF],
            [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x91],
        ]
        let folder = TemporaryFolder()
        for seed in 0..<UInt64(24) {
            var random = SeededRandom(seed: seed)
            var bytes = (0..<Int.random(in: 65_000...140_000, using: &random)).map { _ in
                Int.random(in: 0..<40, using: &random) == 0 ? UInt8(10) : UInt8.random(in: 32...126, using: &random)
            }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let border = [65_536, 131_072].randomElement(using: &random)! + Int.random(in: -4...3, using: &random)
                let valid = Int.random(in: 0..<3, using: &random) > 0
                let sequence = sequences[
                    valid ? Int.random(in: 0..<3, using: &random) : Int.random(in: 3..<10, using: &random)]
                if border + sequence.count < bytes.count {
                    bytes.replaceSubrange(border..<(border + sequence.count), with: sequence)
                }
            }
            let path = folder.file("todo-\(seed).txt", bytes: bytes)
            if String(validating: bytes, as: UTF8.self) == nil {
                #expect(throws: TodoFileError.invalidUTF8(path: path), "seed \(seed)") { try TodoFile(path: path) }
            } else {
                #expect(try Array(TodoFile(path: path).contents.utf8) == bytes, "seed \(seed)")
            }
        }
    }

    @Test func aSecondOpenOfTheSameFileIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        let first = try TodoFile(path: path)
        #expect(throws: TodoFileError.locked(path: path)) { try TodoFile(path: path) }
        _ = first
    }

    @Test func theLockIsReleasedWhenTheFileIsClosed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        do { _ = try TodoFile(path: path) }
        _ = try TodoFile(path: path)
    }

    @Test func savingReplacesTheContentsAndKeepsThePermissions() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        chmod(path, 0o640)
        let file = try TodoFile(path: path)
        try file.save("a\nb\n")
        #expect(folder.contents(path) == "a\nb\n")
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func throughASymlinkTheRealFileIsSavedAndTheLinkKept() throws {
        let folder = TemporaryFolder()
        let real = folder.file("real.txt", "a\n")
        let link = folder.path + "/todo.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let file = try TodoFile(path: link)
        try file.save("a\nb\n")
        #expect(folder.contents(real) == "a\nb\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(throws: TodoFileError.locked(path: real)) { try TodoFile(path: real) }
    }

    @Test func aChangeMadeByAnotherProgramIsNeverOverwrittenSilently() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        let file = try TodoFile(path: path)
        try "edited elsewhere\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: TodoFileError.changedOnDisk(path: path)) { try file.save("mine\n") }
        #expect(folder.contents(path) == "edited elsewhere\n")
        try file.save("mine\n", overwritingChanges: true)
        #expect(folder.contents(path) == "mine\n")
    }

    @Test func touchingTheFileWithoutChangingItIsNoConflict() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.txt", "a\n")
        let file = try TodoFile(path: path)
        try "a\n".write(toFile: path, atomically: true, encoding: .utf8)
        try file.save("a\nb\n")
        #expect(folder.contents(path) == "a\nb\n")
    }
}
