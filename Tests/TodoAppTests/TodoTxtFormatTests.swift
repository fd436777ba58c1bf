import Testing
import TodoApp

/// Reading and writing todo.txt lines: the parts, and bytes kept where nothing changed.
@Suite struct TodoTxtFormatTests {
    @Test(
        arguments: [
            (
                "x 2011-03-03 2011-03-01 Call Mom +Family @phone", true, "2011-03-03", nil, "2011-03-01",
                "Call Mom +Family @phone"
            ),
            ("(A) Thank Mom for the meatballs @phone", false, nil, "A", nil, "Thank Mom for the meatballs @phone"),
            (
                "(B) 2011-03-01 Schedule checkup due:2011-04-01", false, nil, "B", "2011-03-01",
                "Schedule checkup due:2011-04-01"
            ),
            ("x (A) 2011-03-01 done with priority", true, "2011-03-01", "A", nil, "done with priority"),
            (
                "x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30", true,
                "2016-05-20", "A", "2016-04-30", "measure space for +chapelShelving @chapel due:2016-05-30"
            ),
            ("2024-01-01 x marks the spot", false, nil, nil, "2024-01-01", "x marks the spot"),
            ("(A) (B) double priority", false, nil, "A", nil, "(B) double priority"),
            ("2020-01-01 2020-02-02 two dates", false, nil, nil, "2020-01-01", "2020-02-02 two dates"),
            ("x 2026-11-22 (A) 2026-11-22 pay rent", true, "2026-11-22", nil, nil, "(A) 2026-11-22 pay rent"),
            ("(A) \u{301}accent", false, nil, "A", nil, "\u{301}accent"),
            ("2020-01-01 \u{200D}joined", false, nil, nil, "2020-01-01", "\u{200D}joined"),
            ("x \u{301}", true, nil, nil, nil, "\u{301}"),
            ("xylophone lesson", false, nil, nil, nil, "xylophone lesson"),
            ("X 2011-03-03 uppercase is not done", false, nil, nil, nil, "X 2011-03-03 uppercase is not done"),
            ("(a) lowercase is no priority", false, nil, nil, nil, "(a) lowercase is no priority"),
            ("(A)no space after it", false, nil, nil, nil, "(A)no space after it"),
            ("Really gotta call Mom (A) @phone", false, nil, nil, nil, "Really gotta call Mom (A) @phone"),
            ("2011-3-1 is not a date", false, nil, nil, nil, "2011-3-1 is not a date"),
            ("買い物 👍 @店", false, nil, nil, nil, "買い物 👍 @店"),
        ] as [(String, Bool, String?, String?, String?, String)])
    func parsesTheParts(
        line: String, isDone: Bool, completion: String?, priority: String?, creation: String?, description: String
    ) {
        let task = TodoTxtTask(parsing: line)
        #expect(task.isDone == isDone)
        #expect(task.completionDate == completion)
        #expect(task.priority == priority?.first)
        #expect(task.creationDate == creation)
        #expect(Array(task.description.unicodeScalars) == Array(description.unicodeScalars))
        #expect(Array(task.line.utf8) == Array(line.utf8))
    }

    @Test func tokensAndValues() {
        let task = TodoTxtTask(parsing: "(A) Plan trip +travel +fun @laptop due:2026-12-01 url:http://x")
        #expect(task.projects == ["+travel", "+fun"])
        #expect(task.contexts == ["@laptop"])
        #expect(task.value(for: "due") == "2026-12-01")
        #expect(task.value(for: "url") == "http://x")
    }

    @Test(arguments: [
        "a\nb\n",
        "a\r\nb\r\n",
        "no final newline\nlast",
        "\n\nblank lines first\n\n\nbetween\n\n",
        "  odd   spacing  \ttabs\t\n(A)  two spaces after priority\n",
        "x 2026-01-01 done\n   \n(Z) last\n",
        "",
        "\n",
        "mixed\r\nendings\nhere\r\n",
        "unicode 買い物 👍🏽 e\u{301}\n",
    ])
    func anUntouchedFileIsWrittenBackByteForByte(contents: String) {
        let (document, items) = TodoDocument.parse(contents)
        #expect(Array(document.render().utf8) == Array(contents.utf8))
        // Every task's line is its parts written again, byte for byte.
        for item in items { #expect(document.line(of: item.id).map { Array($0.utf8) } == Array(item.task.line.utf8)) }
    }

    @Test func changedLinesAreRenderedAndTheRestKept() {
        let contents = "(A) 2026-01-02 first +p key:v\n\n  second  with  spaces\r\nthird"
        let (document, items) = TodoDocument.parse(contents)
        let list = TodoList(items: items)
        list.recordsLineChanges = true
        list.setDone(items[0], true, on: "2026-11-22")
        list.apply(TodoTxtTask(description: "third, renamed"), to: items[2])
        list.selection = 2
        list.insertItem(title: "fourth")
        var changed = document
        for change in list.takeLineChanges() { changed.apply(change) }
        // Done: `x` and the date come first, the priority moves to a `pri:` tag at the end.
        #expect(
            changed.render()
                == "x 2026-11-22 2026-01-02 first +p key:v pri:A\n\n  second  with  spaces\r\nthird, renamed\nfourth\n")
        list.setDone(items[0], false, on: "2026-11-23")
        for change in list.takeLineChanges() { changed.apply(change) }
        #expect(changed.render().hasPrefix("(A) 2026-01-02 first +p key:v\n"))
    }

    @Test func aTaskRemovedAndPutBackKeepsItsBlankLinesAndEnding() {
        let contents = "one\r\n\n\ntwo\r\nthree"
        let (document, items) = TodoDocument.parse(contents)
        let list = TodoList(items: items)
        list.recordsLineChanges = true
        var changed = document
        list.remove(items[1])
        for change in list.takeLineChanges() { changed.apply(change) }
        // Only the task's own line goes; the blank lines before it stay.
        #expect(changed.render() == "one\r\n\n\nthree")
        list.insert(items[1], at: 1)
        for change in list.takeLineChanges() { changed.apply(change) }
        #expect(Array(changed.render().utf8) == Array(contents.utf8))
    }
}
