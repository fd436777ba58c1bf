import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Checks the tester's screen against a text snapshot kept beside the test, in
/// `__Snapshots__/<test file>/<name>.txt`: the screen's rows, as ``ViewTester/screen``
/// gives them. The first run records the snapshot and fails, saying so (look at the file, then
/// run again); later runs fail with the rows that differ. With `VIEWTREE_RECORD_SNAPSHOTS=1`
/// in the environment every snapshot checked is written anew.
///
/// Works in Swift Testing tests and in XCTest cases. Once the first snapshot is recorded,
/// exclude the folder from the test target (`exclude: ["__Snapshots__"]`), or SwiftPM warns
/// of files it does not handle.
@MainActor
public func assertScreenSnapshot(
    of tester: ViewTester, named name: String, filePath: StaticString = #filePath, line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let snapshot = ScreenSnapshot(testFile: "\(filePath)", name: name)
    if let failure = snapshot.check(tester.screen) {
        ScreenSnapshot.fail(failure, filePath: filePath, line: line, sourceLocation: sourceLocation)
    }
}

/// A screen snapshot's file and what checking against it says.
struct ScreenSnapshot {
    let path: String

    /// The snapshot `name` of the test in `testFile`.
    init(testFile: String, name: String) {
        let test = URL(fileURLWithPath: testFile)
        let folder = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
        path = folder.appendingPathComponent(name + ".txt").path
    }

    /// Nil when `screen` matches; else why not (after recording it when there was none, or
    /// when recording is asked for).
    func check(_ screen: String) -> String? {
        let text = screen + "\n"
        let records = ProcessInfo.processInfo.environment["VIEWTREE_RECORD_SNAPSHOTS"] == "1"
        guard !records, let stored = try? String(contentsOfFile: path, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(
                    atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                    withIntermediateDirectories: true)
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return "could not record the snapshot \(path): \(error)"
            }
            return "recorded the snapshot \(path); look at it, then run the test again:\n\(screen)"
        }
        guard stored != text else { return nil }
        return "the screen differs from the snapshot \(path):\n" + Self.difference(stored, text)
    }

    /// The rows that differ, each as `-` the snapshot's and `+` the screen's.
    private static func difference(_ stored: String, _ screen: String) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let new = screen.split(separator: "\n", omittingEmptySubsequences: false)
        var rows: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { rows.append("-\(index): \(before)") }
            if let after { rows.append("+\(index): \(after)") }
        }
        return rows.joined(separator: "\n")
    }

    /// Fails the running test, in whichever library runs it.
    static func fail(_ message: String, filePath: StaticString, line: UInt, sourceLocation: SourceLocation) {
        #if canImport(XCTest)
            if Test.current == nil {
                XCTFail(message, file: filePath, line: line)
                return
            }
        #endif
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
