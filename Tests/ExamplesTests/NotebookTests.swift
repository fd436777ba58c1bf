import ExampleViews
import Testing
import ViewTree
import ViewTreeTesting

/// Examples/Notes: notes opened by value on a navigation path, edited in a `TextEditor`,
/// sorted and archived through menus, in two tabs.
@Suite @MainActor struct NotebookTests {
    /// The list's rows: the lines between the title bar's rule and the last line (where a
    /// focused button's help shows).
    func rows(_ tester: ViewTester) -> [String] {
        tester.lines.dropLast()[4...].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The titles of the list's rows (`[ Title text › ]`).
    func titles(_ tester: ViewTester) -> [String] {
        rows(tester).map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? $0 }
    }

    @Test func aNoteOpensByValueAndItsEditorRunsAloneWhileTyping() {
        let store = NoteStore()
        let tester = ViewTester(Notebook(store: store), width: 60, height: 12)
        #expect(tester.lines[0].contains("Notes") && tester.lines[0].contains("Archive"))
        #expect(
            rows(tester) == [
                "[ Groceries milk › ]", "[ Ideas a terminal notes app › ]", "[ Trip train at 9:40, platform 3 › ]",
            ])
        assertScreenSnapshot(of: tester, named: "notes")
        // The bar, Sort, New, then the rows.
        tester.press(.tab, .tab, .tab, .tab, .down, .enter)
        #expect(tester.lines[2].hasPrefix("‹ Esc  Ideas"))
        #expect(
            tester.lines[4...].prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Ideas", String(repeating: "─", count: 60),
            ])
        #expect(tester.lines[6] == "a terminal notes app")
        // Into the editor: Tab from nothing starts at the bar, then the menu, the title, the text.
        tester.press(.tab, .tab, .tab, .tab, .end)
        #expect(tester.focusedView?.hasPrefix("TextEditor") == true)
        tester.press(.enter)
        tester.type("and 漢字")
        #expect(store.notes.first { $0.title == "Ideas" }?.text == "a terminal notes app\nwith tabs and menus\nand 漢字")
        // The editor runs, and of the rows kept under the page only the edited note's (its
        // summary reads the text), as SwiftUI's rows out of sight do.
        #expect(
            tester.bodiesRun.allSatisfy {
                $0.hasPrefix("TextEditor") || $0.hasPrefix("GeometryReader") || $0 == "NoteRow#2"
            },
            "\(tester.bodiesRun)")
        #expect(tester.bodiesRun.filter { $0.hasPrefix("NoteRow") } == ["NoteRow#2"], "\(tester.bodiesRun)")
        #expect(tester.lines[8] == "and 漢字")
        tester.press(.escape)
        #expect(rows(tester).first == "[ Ideas a terminal notes app › ]", "opened last: first in the recent order")
        #expect(tester.focusedView == "Button#2", "the row that opened it has the focus again")
    }

    @Test func theMenusSortArchiveAndDeleteAndNewStartsAnEmptyNote() {
        let store = NoteStore()
        let tester = ViewTester(Notebook(store: store), width: 60, height: 12)
        // Sort ▾ → Title.
        tester.press(.tab, .tab, .enter, .down, .enter)
        #expect(titles(tester) == ["Groceries", "Ideas", "Trip"])
        // The menu gives the focus back to Sort: New, then the rows.
        tester.press(.tab, .tab, .down, .down, .enter)
        #expect(tester.lines[2].hasPrefix("‹ Esc  Trip"))
        // Note ▾ → Archive: back to the list, which no longer has it; the tab says one.
        tester.press(.tab, .tab, .enter, .enter)
        #expect(titles(tester) == ["Groceries", "Ideas"])
        #expect(tester.lines[0].contains("Archive") && tester.lines[0].contains("1"))
        #expect(store.notes.first { $0.title == "Trip" }?.isArchived == true)
        // The archive tab: the bar, then its number.
        tester.press(.tab)
        while tester.focusedView != "TabBar" { tester.press(.tab) }
        tester.press(.character("2"))
        #expect(rows(tester) == ["[ Trip train at 9:40, platform 3 › ]"])
        // Opened from the archive and deleted there.
        tester.press(.tab, .tab, .enter, .tab, .tab, .enter, .up, .enter)
        #expect(!store.notes.contains { $0.title == "Trip" })
        #expect(rows(tester).contains("No archived notes") && !tester.lines[0].contains("1"))
        // New, on the first tab: an empty note, its title typed in the field.
        tester.press(.tab, .character("1"))
        #expect(tester.focusedView == "TabBar" && tester.lines[2].hasPrefix("Notes"))
        tester.press(.tab, .tab, .enter, .tab, .tab, .tab)
        tester.type("Plans")
        #expect(tester.lines[2].hasPrefix("‹ Esc  Plans"), "the title follows the field")
        tester.press(.escape)
        #expect(titles(tester) == ["Groceries", "Ideas", "Plans"], "in the title order Sort chose")
        #expect(tester.focusedView == "Button#0" && tester.lines.last == " Start an empty note", "New's help")
    }
}
