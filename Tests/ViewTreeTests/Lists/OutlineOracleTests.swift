import Foundation
import TestSupport
import Testing
import TrackingCore

@testable import ViewTree

/// An outline over a model that changes while some of its folders are open: every frame
/// must show what a fresh outline of the same model shows with the same folders opened and the
/// same arrow focused. (What is open is the outline's own state, so the random shape oracle
/// leaves its keys out; here the fresh outline is opened as the screen shows.)
/// `VIEWTREE_OUTLINE_SEQUENCES=N` runs N sequences instead of the few `make test` runs.
@Suite @MainActor struct OutlineOracleTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["VIEWTREE_OUTLINE_SEQUENCES"] ?? "") ?? 60

    @Trackable final class Folder: Identifiable {
        let id: Int
        var name: String
        var files: [File]
        init(id: Int, name: String, files: [File]) { (self.id, self.name, self.files) = (id, name, files) }
    }

    @Trackable final class File: Identifiable {
        let id: Int
        var name: String
        init(id: Int, name: String) { (self.id, self.name) = (id, name) }
    }

    /// A folder or a file, as an outline's element: folders have children, files none.
    struct Entry: Identifiable {
        let id: Int
        let title: () -> String
        let children: [Entry]?
    }

    struct Tree: View {
        let folders: [Folder]

        var body: some View {
            let entries = folders.map { folder in
                Entry(
                    id: folder.id, title: { "r\(folder.id) \(folder.name)" },
                    children: folder.files.map { file in Entry(id: file.id, title: { file.name }, children: nil) })
            }
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(entries, children: \.children) { entry in Text(entry.title()).lineLimit(1) }
            }
        }
    }

    static let names = ["a", "longer name", "買い物", "e\u{301}", ""]
    static let keys: [Key] = [.tab, .backTab, .right, .left, .character(" "), .enter, .down, .up]

    @Test func framesOfAnOutlineWithOpenFoldersMatchAFreshOneOpenedTheSame() {
        var framesWithOpenFolders = 0
        for seed in 0..<UInt64(Self.sequences) {
            var random = SeededRandom(seed: seed)
            var nextID = 100
            let folders = (0..<3).map { folder in
                Folder(
                    id: folder, name: Self.names[folder],
                    files: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        nextID += 1
                        return File(id: nextID, name: Self.names.randomElement(using: &random)!)
                    })
            }
            let width = Int.random(in: 10...30, using: &random)
            let host = ViewHost(Tree(folders: folders), width: width, height: 20)
            host.renderFrame()
            var steps: [String] = []
            for _ in 0..<15 {
                let folder = folders.randomElement(using: &random)!
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1, 2:
                    let key = Self.keys.randomElement(using: &random)!
                    host.send(key)
                    steps.append(key.description)
                case 3:
                    nextID += 1
                    let file = File(id: nextID, name: Self.names.randomElement(using: &random)!)
                    folder.files.insert(file, at: Int.random(in: 0...folder.files.count, using: &random))
                    steps.append("insert into r\(folder.id)")
                case 4:
                    guard !folder.files.isEmpty else { continue }
                    folder.files.remove(at: Int.random(in: 0..<folder.files.count, using: &random))
                    steps.append("remove from r\(folder.id)")
                default:
                    let name = Self.names.randomElement(using: &random)!
                    if let file = folder.files.randomElement(using: &random), Bool.random(using: &random) {
                        file.name = name
                    } else {
                        folder.name = name
                    }
                    steps.append("rename in r\(folder.id)")
                }
                host.renderFrame()
                if host.buffer.lines.contains(where: { $0.hasPrefix("▾") }) { framesWithOpenFolders += 1 }
                let fresh = Self.freshTree(like: host, folders: folders, width: width)
                if let difference = host.buffer.firstDifference(from: fresh.buffer) {
                    Issue.record("seed \(seed), after \(steps): \(difference)")
                    break
                }
            }
        }
        #expect(framesWithOpenFolders > Self.sequences * 3, "the keys open folders: \(framesWithOpenFolders)")
    }

    /// A fresh outline of `folders`, its folders opened as `host` shows them open (each is a
    /// row starting `▾ r<id>`: rows are one line, so the arrow and the name share it), and the
    /// same arrow focused.
    static func freshTree(like host: ViewHost, folders: [Folder], width: Int) -> ViewHost {
        let fresh = ViewHost(Tree(folders: folders), width: width, height: 20)
        fresh.renderFrame()
        let open = Set(
            folders.filter { folder in host.buffer.lines.contains { $0.hasPrefix("▾ r\(folder.id)") } }.map(\.id))
        // Files have no arrows: Tab goes from folder to folder, in order.
        var focused = -1
        for (index, folder) in folders.enumerated() where open.contains(folder.id) {
            for _ in focused..<index { fresh.send(.tab) }
            fresh.send(.right)
            fresh.renderFrame()
            focused = index
        }
        if let path = host.focusPath {
            #expect(fresh.focus(path: path))
        } else {
            fresh.clearFocus()
        }
        fresh.renderFrame()
        return fresh
    }
}
