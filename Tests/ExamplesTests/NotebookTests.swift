import ExampleViews
import Testing
import ViewTree

/// Examples/Notes: notes opened by value on a navigation path, edited in a `TextEditor`,
/// sorted and archived through menus, in two tabs.
@Suite @MainActor struct NotebookTests {
    /// The list's rows: the lines between the title bar's rule and the last line (where a
    /// focused button's help shows).
    func rows(_ host: ViewHost) -> [String] {
        host.buffer.lines.dropLast()[4...].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The titles of the list's rows (`[ Title text › ]`).
    func titles(_ host: ViewHost) -> [String] {
        rows(host).map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? $0 }
    }

    /// Each key, then the frames it leads to.
    func press(_ keys: [Key], in host: ViewHost) {
        for key in keys {
            host.send(key)
            host.settle()
        }
    }

    @Test func aNoteOpensByValueAndItsEditorRunsAloneWhileTyping() {
        let store = NoteStore()
        let host = ViewHost(Notebook(store: store), width: 60, height: 12)
        host.settle()
        #expect(host.buffer.lines[0].contains("Notes") && host.buffer.lines[0].contains("Archive"))
        #expect(
            rows(host) == [
                "[ Groceries milk › ]", "[ Ideas a terminal notes app › ]", "[ Trip train at 9:40, platform 3 › ]",
            ])
        // The bar, Sort, New, then the rows.
        press([.tab, .tab, .tab, .tab, .down, .enter], in: host)
        #expect(host.buffer.lines[2].hasPrefix("‹ Esc  Ideas"))
        #expect(
            host.buffer.lines[4...].prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Ideas", String(repeating: "─", count: 60),
            ])
        #expect(host.buffer.lines[6] == "a terminal notes app")
        // Into the editor: Tab from nothing starts at the bar, then the menu, the title, the text.
        press([.tab, .tab, .tab, .tab, .end], in: host)
        #expect(host.focusedIdentity?.hasPrefix("TextEditor") == true)
        host.send(.enter)
        for character in "and 漢字" { host.send(.character(character)) }
        let typed = host.renderFrame()
        #expect(store.notes.first { $0.title == "Ideas" }?.text == "a terminal notes app\nwith tabs and menus\nand 漢字")
        // The row under the editor reads only the first line: the editor alone runs.
        #expect(
            typed.evaluatedNodes.allSatisfy { $0.hasPrefix("TextEditor") || $0.hasPrefix("GeometryReader") },
            "\(typed.evaluatedNodes)")
        #expect(host.buffer.lines[8] == "and 漢字")
        press([.escape], in: host)
        #expect(rows(host).first == "[ Ideas a terminal notes app › ]", "opened last: first in the recent order")
        #expect(host.focusedIdentity == "Button#2", "the row that opened it has the focus again")
    }

    @Test func theMenusSortArchiveAndDeleteAndNewStartsAnEmptyNote() {
        let store = NoteStore()
        let host = ViewHost(Notebook(store: store), width: 60, height: 12)
        host.settle()
        // Sort ▾ → Title.
        press([.tab, .tab, .enter, .down, .enter], in: host)
        #expect(titles(host) == ["Groceries", "Ideas", "Trip"])
        // The menu gives the focus back to Sort: New, then the rows.
        press([.tab, .tab, .down, .down, .enter], in: host)
        #expect(host.buffer.lines[2].hasPrefix("‹ Esc  Trip"))
        // Note ▾ → Archive: back to the list, which no longer has it; the tab says one.
        press([.tab, .tab, .enter, .enter], in: host)
        #expect(titles(host) == ["Groceries", "Ideas"])
        #expect(host.buffer.lines[0].contains("Archive") && host.buffer.lines[0].contains("1"))
        #expect(store.notes.first { $0.title == "Trip" }?.isArchived == true)
        // The archive tab: the bar, then its number.
        press([.tab], in: host)
        while host.focusedIdentity != "TabBar" { press([.tab], in: host) }
        press([.character("2")], in: host)
        #expect(rows(host) == ["[ Trip train at 9:40, platform 3 › ]"])
        // Opened from the archive and deleted there.
        press([.tab, .tab, .enter, .tab, .tab, .enter, .up, .enter], in: host)
        #expect(!store.notes.contains { $0.title == "Trip" })
        #expect(rows(host).contains("No archived notes") && !host.buffer.lines[0].contains("1"))
        // New, on the first tab: an empty note, its title typed in the field.
        press([.tab, .character("1")], in: host)
        #expect(host.focusedIdentity == "TabBar" && host.buffer.lines[2].hasPrefix("Notes"))
        press([.tab, .tab, .enter, .tab, .tab, .tab], in: host)
        for character in "Plans" { host.send(.character(character)) }
        host.settle()
        #expect(host.buffer.lines[2].hasPrefix("‹ Esc  Plans"), "the title follows the field")
        press([.escape], in: host)
        #expect(titles(host) == ["Groceries", "Ideas", "Plans"], "in the title order Sort chose")
        #expect(host.focusedIdentity == "Button" && host.buffer.lines.last == " Start an empty note", "New's help")
    }
}
