import Testing
import TodoApp
import ViewTree

/// The keys a page documents work whatever the terminal's size, with the panes open: a
/// focused view that has no room on the screen still gets its keys, and the page around it
/// the keys it does not use. Below the smallest size the app lays out, a notice says so and
/// only quitting works.
@Suite @MainActor struct SmallScreenTests {
    nonisolated static let sizes = [(80, 24), (40, 12), (41, 11), (40, 10)]
    static let panes = ["", "l", "i", "l i"]

    @Test(arguments: sizes)
    func escapeLeavesAnItemWhateverTheSizeAndPanes(width: Int, height: Int) throws {
        for panes in Self.panes {
            let folder = TemporaryFolder()
            let driver = try AppDriver(
                folder: folder, contents: "(B) call mom\nbuy milk\n", width: width, height: height)
            if !panes.isEmpty { driver.press(panes) }
            driver.press("enter")
            guard case .item = driver.app.state.page else {
                Issue.record("\(width)x\(height) \(panes): enter did not open the item")
                continue
            }
            driver.press("esc")
            #expect(driver.app.state.page == .list, "\(width)x\(height) with \(panes): esc left the item")
        }
    }

    @Test(arguments: sizes)
    func typingOnAnItemOutOfRoomEditsTheTitleAndUndoGivesTheFileBack(width: Int, height: Int) throws {
        let folder = TemporaryFolder()
        let original = "(B) call mom\nbuy milk\n"
        let driver = try AppDriver(folder: folder, contents: original, width: width, height: height)
        driver.press("l enter")
        driver.type("!")
        driver.press("enter")
        #expect(driver.app.state.page == .list)
        #expect(folder.contents(driver.path) == "(B) call mom!\nbuy milk\n", "\(width)x\(height)")
        driver.press("u")
        #expect(folder.contents(driver.path) == original, "\(width)x\(height)")
    }

    @Test(arguments: [(39, 10), (40, 9), (30, 8), (20, 5)])
    func belowTheSmallestSizeANoticeShowsAndOnlyQuittingWorks(width: Int, height: Int) throws {
        let folder = TemporaryFolder()
        let original = "(B) call mom\nbuy milk\n"
        let driver = try AppDriver(folder: folder, contents: original, width: width, height: height)
        #expect(driver.lines[0] == "Terminal too small:")
        driver.press("l i space enter x esc d a u")
        #expect(folder.contents(driver.path) == original)
        #expect(driver.app.state.page == .list)
        driver.press("q")
        #expect(driver.lastOutcome == .quit)
    }
}
