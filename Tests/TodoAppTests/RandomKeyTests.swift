import Foundation
import TestSupport
import Testing
import TodoApp
import ViewTree

/// Seeded random key sequences on random todo.txt files, at random sizes down to 20x5 with
/// the log pane and the inspector opened and closed, and resizes between keys: no crash,
/// screens that fit, valid UTF-8 always, moves and filters and an item opened and left
/// unchanged write nothing, and undoing everything gives back the original bytes and no
/// done.txt (after an archive, which starts the history anew, both files as it found them).
/// The same seed gives the same keys. `TODO_RANDOM_KEY_SEQUENCES=N` runs N
/// sequences instead of the few `make test` runs.
@Suite @MainActor struct RandomKeyTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["TODO_RANDOM_KEY_SEQUENCES"] ?? "") ?? 25
    static let keysPerSequence = 80
    /// `TODO_RANDOM_KEY_SEED=N` runs only sequence N, to replay one a run reported.
    static let seeds: [UInt64] =
        UInt64(ProcessInfo.processInfo.environment["TODO_RANDOM_KEY_SEED"] ?? "").map { [$0] }
        ?? Array(0..<UInt64(sequences))

    /// Keys that never change the file on the list page.
    static let readOnlyListKeys: Set = [
        "j", "k", "up", "down", "pgup", "pgdn", "home", "end", "/", "s", "t", "f", "m", "l", "i", "h", "g", "c", "?",
        "esc",
    ]
    /// Everything but quitting, suspending, reloading and overwriting (no other program
    /// writes the file here), weighted towards what edits.
    static let keys =
        readOnlyListKeys.sorted() + [
            "space", "space", "enter", "e", "e", "a", "d", "p", "A", "B", "Z", "u", "u", "ctrl-r", "backspace",
            "delete",
            "left", "right", "x", "+", "@", "買", "é", "2", "(", ")", "\u{301}", ":", "tab", "archive",
        ]

    @Test func randomKeysKeepTheFileTrue() throws {
        var sequencesThatChangedTheFile = 0
        for seed in Self.seeds {
            var random = SeededRandom(seed: seed)
            let original = TodoTxtSamples.file(using: &random, maxLines: 8)
            var (width, height) = Self.randomSize(using: &random)
            let folder = TemporaryFolder()
            let driver = try AppDriver(folder: folder, contents: original, width: width, height: height)
            var pressed: [String] = []
            // The panes take rows from the views: open them first in most sequences.
            for pane in ["l", "i"] where Int.random(in: 0..<3, using: &random) > 0 {
                pressed.append(pane)
                driver.press(pane)
            }
            // What a terminal shows that draws only the damage the app reports after each key.
            var terminal = CellBuffer(width: width, height: height)
            var openedUnchanged: String?
            var changed = false
            // What undoing everything must give back: the original, or the file as an archive
            // found it (the list is read again, and the history starts anew with it).
            var undoneState = original
            var undoneDone: String?
            func fail(_ what: String) {
                Issue.record("seed \(seed) (\(width)x\(height)) after \(pressed): \(what)")
            }
            for _ in 0..<Self.keysPerSequence {
                if Int.random(in: 0..<12, using: &random) == 0 {
                    (width, height) = Self.randomSize(using: &random)
                    pressed.append("resize \(width)x\(height)")
                    driver.resize(width: width, height: height)
                    // A terminal that was resized shows nothing until the app draws.
                    terminal = CellBuffer(width: width, height: height)
                    if let damage = driver.app.takeDamage() {
                        terminal.copy(driver.app.screen, region: damage, toX: damage.x, y: damage.y)
                    }
                }
                let key = Self.keys.randomElement(using: &random)!
                let page = driver.app.state.page
                let before = folder.contents(driver.path)
                let doneFile = folder.path + "/done.txt"
                let doneBefore = try? String(contentsOfFile: doneFile, encoding: .utf8)
                let footerBefore = driver.footerLine
                pressed.append(key)
                // "archive" types the command: random keys would hardly spell it.
                driver.press(key == "archive" ? ": a tab enter" : key)
                // An archive (typed, recalled with Up, done again by Ctrl-R), not the undoing of
                // one; with no done task it only removes blank lines, and says so.
                let footer = driver.footerLine
                let archived =
                    (try? String(contentsOfFile: doneFile, encoding: .utf8)) != doneBefore
                    || (footer != footerBefore && (footer.hasPrefix("archived") || footer.hasPrefix("redid archive")))
                if key != "u", archived {
                    undoneState = before
                    undoneDone = doneBefore
                }
                let after = try Self.validUTF8(driver.path)
                if let problem = Self.screenProblem(driver.app.screen, width: width, height: height) {
                    return fail(problem)
                }
                if let damage = driver.app.takeDamage() {
                    terminal.copy(driver.app.screen, region: damage, toX: damage.x, y: damage.y)
                }
                if let cell = Self.firstDifference(terminal, driver.app.screen) {
                    return fail("cell \(cell) changed outside the damage")
                }
                if let problem = Self.freshRenderProblem(driver.app) { return fail(problem) }
                // A title being typed on the item page counts once it is left.
                if driver.app.state.page == .list, let problem = Self.countProblem(driver.app.list) {
                    return fail(problem)
                }
                // The file holds the list's tasks, in order: their lines as the parser reads them
                // back against the lines the items' parts make.
                if driver.app.state.page == .list {
                    let inFile = TodoDocument.parse(after).items.map(\.task.line)
                    let inList = driver.app.list.items.map(\.task.line).filter {
                        TodoTxtLine(text: $0, ending: "").isTask
                    }
                    if inFile != inList { return fail("the file holds \(inFile), the list \(inList)") }
                }
                let unchanged = after.utf8.elementsEqual(before.utf8)
                if !unchanged, !after.utf8.elementsEqual(original.utf8) { changed = true }
                if page == .list, Self.readOnlyListKeys.contains(key), !unchanged {
                    return fail("\(key) on the list changed the file")
                }
                if page == .filtering || page == .help, !unchanged { return fail("\(key) changed the file") }
                if page == .command, !["enter", "archive"].contains(key), !unchanged {
                    return fail("typing a command changed the file")
                }
                if case .item = page, let opened = openedUnchanged, ["esc", "enter"].contains(key),
                    !after.utf8.elementsEqual(opened.utf8)
                {
                    return fail("opening an item and leaving it changed the file")
                }
                // An item opened (not added) and nothing typed yet.
                if page == .list, ["e", "enter"].contains(key), case .item = driver.app.state.page {
                    openedUnchanged = after
                } else if case .item = page, !["left", "right"].contains(key) {
                    openedUnchanged = nil
                }
            }
            if changed { sequencesThatChangedTheFile += 1 }
            // Below the smallest size the app lays out, only quitting works: undo at a size
            // where it works.
            driver.resize(width: 80, height: 24)
            driver.press("esc esc")
            for _ in 0..<(Self.keysPerSequence + 1) where driver.footerLine != "nothing to undo" { driver.press("u") }
            let final = try Self.validUTF8(driver.path)
            if !final.utf8.elementsEqual(undoneState.utf8) {
                fail("undoing everything gave \(final.debugDescription), not \(undoneState.debugDescription)")
            }
            let done = try? String(contentsOfFile: folder.path + "/done.txt", encoding: .utf8)
            if done != undoneDone {
                fail("undoing everything left done.txt \(done.debugDescription), not \(undoneDone.debugDescription)")
            }
        }
        // The sequences must really edit (those on a too-small screen cannot), or the checks
        // above prove nothing.
        if Self.seeds.count > 1 { #expect(sequencesThatChangedTheFile * 2 > Self.seeds.count) }
    }

    /// A size from 20x5 to 100x30, one in three below the 40x10 the app needs.
    static func randomSize(using random: inout SeededRandom) -> (Int, Int) {
        Int.random(in: 0..<3, using: &random) == 0
            ? (Int.random(in: 20...40, using: &random), Int.random(in: 5...10, using: &random))
            : (Int.random(in: 40...100, using: &random), Int.random(in: 10...30, using: &random))
    }

    static func validUTF8(_ path: String) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(String(validating: bytes, as: UTF8.self), "the file is not UTF-8")
    }

    /// The first cell (column, row) where two buffers of one size differ.
    static func firstDifference(_ a: CellBuffer, _ b: CellBuffer) -> (Int, Int)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return (x, y) }
        }
        return nil
    }

    /// Whether the views' area of the screen, built frame by frame, differs from what a new
    /// view tree over the same models draws at once. Checked on the list page (filtering and
    /// commands included) of the fine mode when every row fits: there a new tree has no scroll
    /// offset or cursor of its own to differ by.
    static func freshRenderProblem(_ app: TodoProgram) -> String? {
        let area = app.viewArea
        let minimum = InspectorLayout.minimum
        guard app.screen.width >= minimum.width, app.screen.height >= minimum.height else { return nil }
        guard app.mode == .fine, area.height > app.list.items.count + 1 else { return nil }
        switch app.state.page {
        case .list, .filtering, .command: break
        // The help scrolls: a new tree starts at its top.
        case .item, .help, .merge: return nil
        }
        let fresh = ViewHost(AppView(actions: app.actions), width: area.width, height: area.height)
        fresh.renderFrame()
        for y in 0..<area.height {
            for x in 0..<area.width where fresh.buffer[x, y] != app.screen[area.x + x, area.y + y] {
                return
                    "the views' cell (\(x), \(y)) is not what a new view tree draws (\(fresh.buffer[x, y]) there, \(app.screen[area.x + x, area.y + y]) on screen):\n"
                    + (fresh.buffer.lines + ["--- on screen:"] + app.screen.lines).joined(separator: "\n")
            }
        }
        return nil
    }

    /// Whether the sidebar's counts, kept as items change, differ from the open tasks of each
    /// `+project` and `@context` counted afresh over the items.
    static func countProblem(_ list: TodoList) -> String? {
        guard let counts = list.tokenCounts else { return nil }
        var expected: [String: Int] = [:]
        var named: Set<String> = []
        for item in list.items {
            let words = item.title.split(separator: " ").filter { $0.count > 1 && ($0.first == "+" || $0.first == "@") }
            named.formUnion(words.map { String($0) })
            guard !item.isDone else { continue }
            for token in Set(words.map { String($0) }) { expected[token, default: 0] += 1 }
        }
        var kept: [String: Int] = [:]
        for count in counts.tokens where count.open != 0 { kept[count.token, default: 0] += count.open }
        let listed = Set(counts.tokens.map(\.token))
        guard named.isSubset(of: listed) else {
            return "the sidebar leaves out \(named.subtracting(listed).sorted()), which tasks name"
        }
        return kept == expected ? nil : "the sidebar counts \(kept), the items \(expected)"
    }

    /// What is wrong with the screen's shape, if anything: every line must fit the terminal.
    static func screenProblem(_ screen: CellBuffer, width: Int, height: Int) -> String? {
        let lines = screen.lines
        guard lines.count == height else { return "\(lines.count) lines on a \(height)-line screen" }
        if let wide = lines.first(where: { DisplayWidth.of($0) > width }) { return "line wider than \(width): \(wide)" }
        return nil
    }
}
