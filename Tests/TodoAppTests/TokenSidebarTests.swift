import Testing
import TodoApp
import ViewTree

/// The projects and contexts beside the list: counts of open tasks that a toggle changes one
/// view at a time, and a choice that filters the list.
@Suite @MainActor struct TokenSidebarTests {
    static let file = "call Ana +work @phone\nreport +work\nbuy milk @shop\nx paid +home\nplan +home +work\n"

    @Test func eachCountIsAViewThatAToggleRunsAlone() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: Self.file, width: 80, height: 12)
        driver.press("f")
        let sidebar = driver.viewLines.dropFirst().prefix(6).map {
            String($0.prefix(24)).trimmingCharacters(in: .whitespaces)
        }
        #expect(
            sidebar == [
                "Projects, contexts", "+home                  1", "+work                  3",
                "@phone                 1",
                "@shop                  1", "",
            ])
        let toggle = try #require(driver.press("space"))
        #expect(toggle.evaluatedNodes.filter { $0.hasPrefix("TokenRow") }.count == 2)
        #expect(toggle.evaluatedNodes.count == 4, "the row, the done count, and the two counts its task names")
        #expect(driver.viewLines[3].hasPrefix("+work                  2"))
        #expect(driver.viewLines[4].hasPrefix("@phone                 0"))
        driver.press("tab down down")
        #expect(driver.viewLines[0].contains("/+work"), "choosing +work filters by it")
        #expect(driver.viewLines.filter { $0.contains("│[") }.count == 3)
        driver.press("esc")
        #expect(!driver.viewLines[0].contains("/+work"))
    }

    /// As todo.sh's listproj, a project only done tasks name is listed, with no open task;
    /// the coarse views show the same sidebar, and there a toggle runs every count.
    @Test func doneTasksProjectsAreListedAndCoarseModeRunsEveryCount() throws {
        let folder = TemporaryFolder()
        let storage = try TodoStorage(path: folder.file("todo.txt", Self.file))
        let driver = AppDriver(
            app: TodoProgram(
                list: storage.makeList(), size: CellSize(width: 80, height: 12), mode: .coarse, storage: storage))
        driver.press("f")
        let sidebar = driver.viewLines.dropFirst(2).prefix(4).map { String($0.prefix(24)) }
        #expect(
            sidebar == [
                "+home                  1", "+work                  3", "@phone                 1",
                "@shop                  1",
            ])
        let toggle = try #require(driver.press("space"))
        #expect(toggle.evaluatedNodes.filter { $0.hasPrefix("TokenRow") }.count == 4, "\(toggle.evaluatedNodes)")
        #expect(driver.viewLines[3].hasPrefix("+work                  2"))
        driver.press("down down down down space")
        #expect(driver.viewLines[2].hasPrefix("+home                  0"), "done, +home stays listed")
        storage.close()
    }

    /// A task deleted before the sidebar first showed, then put back by `u`, counts again:
    /// (it was counted as still on its line, so putting it back added nothing).
    @Test func aTaskDeletedBeforeTheCountsWereMadeCountsWhenPutBack() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: Self.file, width: 80, height: 12)
        driver.press("d f")
        #expect(driver.viewLines[3].hasPrefix("+work                  2"))
        #expect(!driver.viewLines.contains { $0.hasPrefix("@phone") }, "no task names it")
        driver.press("u")
        #expect(driver.footerLine == "undid delete")
        #expect(driver.viewLines[3].hasPrefix("+work                  3"))
        #expect(driver.viewLines[4].hasPrefix("@phone                 1"))
    }

    /// `/` and `:` pressed in the sidebar start a filter and a command as on the list, and
    /// the typing reaches them (it reached no one: the sidebar kept the focus and passes on
    /// only the list page's keys, so Esc could not leave the command line either).
    @Test func aFilterOrCommandStartedInTheSidebarTakesTheTyping() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: Self.file, width: 80, height: 12)
        driver.press("f tab")
        driver.press("/")
        driver.type("milk")
        #expect(driver.viewLines[0].contains("/milk"))
        #expect(driver.viewLines.filter { $0.contains("│[") }.count == 1)
        driver.press("esc : s")
        #expect(driver.app.state.page == .command)
        #expect(driver.app.state.command == "s")
        driver.press("esc")
        #expect(driver.app.state.page == .list)
        driver.press("space u")
        #expect(driver.footerLine == "undid toggle", "the list has the keys again")
    }

    /// Widened, the sidebar appears and the list moves into it: the list made anew takes the
    /// focus while the old one goes with its parents. (That crashed: the focus bindings were
    /// told after the frame by walking up from the old list's parents, gone by then.)
    @Test func aNarrowScreenLeavesTheSidebarOut() throws {
        let folder = TemporaryFolder()
        let driver = try AppDriver(folder: folder, contents: Self.file, width: 50, height: 12)
        driver.press("f")
        #expect(!driver.viewLines.contains { $0.contains("Projects, contexts") })
        driver.resize(width: 80, height: 12)
        #expect(driver.viewLines[1].hasPrefix("Projects, contexts"))
    }
}

/// `+` and `@` completion while a title is typed: the file's tokens that fit, the most used
/// first, Tab taking it.
@Suite @MainActor struct TokenCompletionTests {
    @Test func tabCompletesAProjectOrContextFromTheFile() throws {
        let folder = TemporaryFolder()
        let contents = "a +work @home\nb +work\nc +workshop\nx d +workout\n"
        let driver = try AppDriver(folder: folder, contents: contents, width: 80, height: 16)
        driver.press("a")
        driver.type("call +w")
        // The most used by open tasks first: +workout, only on a done task, last.
        #expect(driver.viewLines.contains { $0.contains("Tab: +work  +workshop  +workout") })
        driver.press("tab")
        driver.type("@")
        driver.press("tab")
        driver.type("now")
        driver.press("enter")
        #expect(
            folder.contents(driver.path) == "a +work @home\ncall +work @home now\nb +work\nc +workshop\nx d +workout\n")
        driver.press("a")
        driver.type("+x")
        driver.press("tab")
        #expect(driver.viewLines.contains { $0.contains("Title: +x ") || $0.hasSuffix("Title: +x") })
        #expect(!driver.viewLines.contains { $0.contains("Tab: ") }, "nothing fits: no line, Tab completes nothing")
    }
}
