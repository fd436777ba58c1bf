import ExampleViews
import Testing
import TmuxDriver

/// An app written on the framework (Examples/Counter), run as a user runs it: keys, clicks
/// through the terminal's mouse reports, Ctrl-C, the terminal given back.
@Suite struct ExampleAppEndToEndTests {
    /// The counter, centred in the 60 by 12 terminal as an app's window content, has its `+`
    /// button at column 18, row 5 (from 0); SGR mouse reports count from 1.
    static let clickPlus = ["1b", "5b", "3c", "30", "3b", "31", "39", "3b", "36"]

    @Test func theCounterAnswersKeysAndClicksAndQuitsCleanly() throws {
        let session = try TmuxSession(TmuxSession.builtProgram("example-counter"), width: 60, height: 12)
        try session.waitFor("the counter") { $0.contains("          Count: 0") }
        try session.send("Tab", "Tab", "Enter")
        try session.waitFor("the first press") { $0.contains("          Count: 1") }
        for _ in 0..<2 {
            // A press (M), then a release (m).
            try session.sendBytes(Self.clickPlus + ["4d"])
            try session.sendBytes(Self.clickPlus + ["6d"])
        }
        try session.waitFor("two clicks on +") { $0.contains("          Count: 3") }
        try session.send("C-c")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=0"))
        #expect(!screen.contains { $0.contains("Count:") }, "the terminal's own screen is back")
    }

    /// Examples/Settings: a form of sections with a text field, a secure field, a switch, a
    /// stepper, a slider and a segmented picker, used with keys, a click and a drag.
    @Test func theSettingsFormTakesKeysAndClicksInEveryControl() throws {
        let session = try TmuxSession(TmuxSession.builtProgram("example-settings"), width: 60, height: 18)
        try session.waitFor("the form") { $0.contains(" nobody, alerts 1 a day at 50%, light theme") }
        try session.send("Tab")
        try session.type("Ann")
        // Tab goes on to the password. (Return would give up the focus, and the Tabs after it
        // start from nothing only once a frame ran: on a loaded machine keys typed ahead are
        // read together before it.)
        try session.send("Tab")
        try session.type("secret")
        try session.waitFor("the password as dots") { $0.contains("   ••••••") }
        try session.send("Tab", "Tab", "Right", "Right", "Tab", "End")
        try session.waitFor("three reminders at full volume") {
            $0.contains(" Ann, alerts 3 a day at 100%, light theme")
        }
        // The segment "system" of "   │ light │ dark │ system │", on row 12.
        try session.click(x: 22, y: 12)
        try session.waitFor("the click on a segment") { $0.contains(" Ann, alerts 3 a day at 100%, system theme") }
        // The volume's track, on row 8 from column 10: pressed 10 cells in, dragged to its start.
        try session.drag(fromX: 20, y: 8, toX: 10, toY: 8)
        try session.waitFor("the drag on the slider") { $0.contains(" Ann, alerts 3 a day at 0%, system theme") }
        try session.send("C-c")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=0"))
    }

    /// Examples/People: a hundred thousand people in a table beside the cities and the chosen
    /// person; a city, a search, a sort by a click on a header, a row chosen by keys.
    @Test func thePeopleTableSortsSearchesAndShowsTheChosenPerson() throws {
        let session = try TmuxSession(TmuxSession.builtProgram("example-people"), width: 100, height: 14)
        try session.waitFor("the table") { $0.contains { $0.hasSuffix("100000 people") } }
        // Accra, the sidebar's second row; then the search field above the table.
        try session.click(x: 2, y: 1)
        try session.waitFor("Accra's people", timeout: 30) { $0.contains { $0.hasSuffix(" 10000 people") } }
        try session.click(x: 30, y: 0)
        try session.type("kalo")
        let found = Person.directory(count: 100_000).filter {
            $0.city == "Accra" && $0.name.lowercased().contains("kalo")
        }
        // A debug build filters and sorts 100,000 people while the other suites run beside it:
        // the heavy steps get more time than the default.
        try session.waitFor("the search", timeout: 30) { $0.contains { $0.hasSuffix(" \(found.count) people") } }
        // "Age" in the header, at column 53 of row 1 (from 0).
        try session.click(x: 53, y: 1)
        try session.waitFor("the sort by age", timeout: 30) { $0[1].contains("Age ▲") }
        // The click focused the table: Down chooses its first row.
        try session.send("Down")
        let chosen = try session.waitFor("the chosen person") { $0.contains { $0.contains("lives in Accra") } }
        #expect(chosen.contains { $0.contains("@example.com") })
        try session.send("C-c")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=0"))
    }

    /// Examples/Notes: a note opened by a click on its row, its text edited where a click
    /// put the cursor, Escape back to the list, which shows the edit.
    @Test func aNoteOpensByAClickAndItsTextIsEditedWhereTheClickFell() throws {
        let session = try TmuxSession(TmuxSession.builtProgram("example-notes"), width: 60, height: 14)
        try session.waitFor("the notes") { $0.contains { $0.contains("[ Ideas a terminal notes app › ]") } }
        // Rows from 0: the tabs, a rule, the title bar, a rule, then Groceries, Ideas, Trip.
        try session.click(x: 4, y: 5)
        try session.waitFor("the note opened") { $0[2].hasPrefix("‹ Esc  Ideas") }
        // The title field, a rule, then the text: a click past the first line's end.
        try session.click(x: 40, y: 6)
        try session.type(" ok")
        try session.waitFor("the text edited") { $0.contains("a terminal notes app ok") }
        try session.send("Escape")
        try session.waitFor("the list with the edit") {
            $0.contains { $0.contains("[ Ideas a terminal notes app ok › ]") }
        }
        // A right click on Trip opens its context menu; Shift-F10 on the focused row too.
        try session.click(x: 4, y: 6, button: 2)
        try session.waitFor("Trip's actions") { $0.contains { $0.contains("│ Archive ") } }
        try session.send("Down", "Enter")
        try session.waitFor("Trip deleted") { !$0.contains { $0.contains("Trip") } }
        // Shift-Tab from nothing focuses the last row; Shift-F10 opens its actions.
        try session.send("BTab")
        try session.send("S-F10")
        try session.waitFor("the focused row's actions") { $0.contains { $0.contains("│ Archive ") } }
        try session.send("Enter")
        try session.waitFor("a note archived") { $0[0].contains("Archive 1") }
        try session.send("C-c")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=0"))
    }

    /// Examples/Search, built with the main actor as its default isolation: a `Timer` on the
    /// main run loop, a `TimelineView` clock and a search restarted by `.task(id:)` all show,
    /// with nothing pressed but the typing.
    @Test func timersTimelinesAndTasksRunOnTheMainActorOfARealTerminal() throws {
        let session = try TmuxSession(TmuxSession.builtProgram("example-search"), width: 50, height: 12)
        let first = try session.waitFor("the timer's second tick") { $0.contains("Timer ticks: 2") }
        let clock = first.first { $0.hasPrefix("Time ") }
        try session.waitFor("the clock's next second", timeout: 5) { lines in
            lines.contains { $0.hasPrefix("Time ") && $0 != clock }
        }
        try session.send("Tab")
        try session.type("ra")
        let found = try session.waitFor("the search after the typing paused") { $0.contains("  Dracula") }
        #expect(found.contains("2 matches (2 searches)"), "one search for the empty field, one after the pause")
        try session.send("C-c")
        let screen = try session.waitFor("the exit") { $0.contains { $0.hasPrefix("EXIT=") } }
        #expect(screen.contains("EXIT=0"))
    }

    /// Examples/Dashboard's colours as the terminal gets them: an RGB colour is a 256-colour
    /// entry where terminfo says 256, the nearest of 8 where it says 8, and with `NO_COLOR`
    /// set no colour is sent at all.
    @Test func colourFollowsWhatTheTerminalHasAndNoColorTurnsItOff() throws {
        func coloured(_ environment: String, term: String) throws -> String {
            let program = TmuxSession.builtProgram("example-dashboard")
            let session = try TmuxSession("\(environment) \(program)", width: 50, height: 16, term: term)
            try session.waitFor("the dashboard") { $0.contains { $0.contains("240 ms") } }
            return try session.tmux("capture-pane", "-e", "-p", "-t", "0")
        }
        // The test runner may itself run with NO_COLOR set: the first two runs go without.
        let palette = try coloured("env -u NO_COLOR", term: "xterm-256color")
        #expect(palette.contains("48;5;208"), "the slow tile's orange, as entry 208")
        #expect(palette.contains("42"), "the up tiles' green")
        let eight = try coloured("env -u NO_COLOR", term: "xterm")
        #expect(!eight.contains("48;5;208") && eight.contains("43"), "orange is yellow on 8 colours")
        // COLORTERM says 24-bit: opened as xterm-direct (installed with ncurses-term), the
        // orange (1, 0.6, 0) is sent as it is.
        let direct = try coloured("env -u NO_COLOR COLORTERM=truecolor", term: "xterm-256color")
        #expect(direct.contains("48;2;255;153;0"), "the slow tile's orange in 24-bit colour")
        #expect(direct.contains("42"), "named colours stay the theme's")
        let none = try coloured("NO_COLOR=1", term: "xterm-256color")
        #expect(!none.contains("48;5") && !none.contains("[42") && !none.contains(";42"), "no colour with NO_COLOR")
        let noneDirect = try coloured("NO_COLOR=1 COLORTERM=truecolor", term: "xterm-256color")
        #expect(!noneDirect.contains("48;2") && !noneDirect.contains("[42"), "NO_COLOR wins over COLORTERM")
    }
}
