import ExampleViews
import Testing
import ViewTree
import ViewTreeTesting

/// The examples run headless, as a person at a terminal would use them: in a `ViewTester`,
/// and the counter through the framework's run loop over a memory backend (`App.run(on:)`).
@Suite @MainActor struct ExampleAppTests {
    struct CounterApp: App {
        var body: some Scene {
            // As the example app: its lengths are cells, not the points an `App` starts with.
            WindowGroup { CounterView().environment(\.pointsPerCell, CGSize(width: 1, height: 1)) }
        }
    }

    @Test func theCounterCountsWithTheButtonsTheFocusReaches() {
        let backend = MemoryBackend(
            size: CellSize(width: 50, height: 8), keys: [.tab, .tab, .enter, .enter, .character(" "), .backTab, .enter])
        #expect(CounterApp.run(on: backend) == 0, "the input ended")
        // + three times, then - once; centred in the terminal, as a window's content.
        #expect(backend.screen.lines[1] == "     Count: 2")
        #expect(backend.screen.lines[3] == "     [ - ]  [ + ]  [ Reset ]")
        // The focused button is drawn reversed: `-` after Shift-Tab.
        #expect(backend.screen[5, 3].style.reverse && !backend.screen[12, 3].style.reverse)
    }

    @Test func ctrlCQuitsTheCounter() {
        let backend = MemoryBackend(size: CellSize(width: 50, height: 8), keys: [.control("c"), .tab, .enter])
        #expect(CounterApp.run(on: backend) == 0)
        #expect(backend.screen.lines[1] == "     Count: 0", "nothing after Ctrl-C")
    }

    @Test func pressingRunsOnlyTheCounterAndMovingTheFocusOnlyTheTwoButtons() throws {
        let tester = ViewTester(app: CounterApp(), width: 50, height: 8)
        tester.press(.tab)
        #expect(tester.bodiesRun == ["Button"])
        tester.press(.tab)
        #expect(tester.bodiesRun == ["Button", "Button[2]"])
        tester.press(.enter)
        // The state's view runs, and gives its buttons new actions (closures are new inputs).
        #expect(tester.bodiesRun.first == "CounterView")
        #expect(tester.lastFrames.first?.evaluations.first?.cause.description == "@State count")
    }

    @Test func theSettingsFormEditsEveryKindOfControlAndRunsOnlyWhatItTouched() throws {
        let settings = Settings()
        let tester = ViewTester(SettingsForm(settings: settings), width: 50, height: 16)
        #expect(
            tester.lines.prefix(15) == [
                "", " Profile", "   Display name", "   Password", "", " Alerts", "   Notifications (━●)",
                "   Reminders a day: 1 [-|+]", "   Volume ━━━━━━━━━━━━━━━━━━━●───────────────────",
                "   Reminders come at even hours.", "", " Look", "   │ light │ dark │ system │", "",
                " nobody, alerts 1 a day at 50%, light theme",
            ])
        func press(_ keys: Key...) -> [String] {
            tester.pressAhead(keys)
            return tester.bodiesRun
        }
        _ = press(.tab, .character("A"), .character("n"), .character("n"), .enter)
        _ = press(.tab, .tab, .character("p"), .character("w"))
        #expect(settings.displayName == "Ann" && settings.password == "pw")
        #expect(tester.lines[3] == "   ••", "the password shows as dots")
        #expect(Set(press(.tab, .character(" "))).isSuperset(of: ["Toggle", "SettingsSummary"]))
        #expect(!settings.notifications)
        let step = press(.tab, .right, .right)
        #expect(settings.reminders == 3)
        // The summary does not run: with alerts off it does not show the reminders.
        #expect(Set(step) == ["Toggle", "Stepper", "RemindersStepper", "StepperSide", "StepperSide[2]"])
        _ = press(.tab, .right)
        #expect(settings.volume == 60)
        let pick = press(.tab, .right)
        #expect(settings.theme == .dark)
        let focusLeftTheSlider: Set = ["Slider", "SliderTrack", "GeometryReader"]
        #expect(Set(pick) == focusLeftTheSlider.union(["Picker", "SettingsSummary"]))
        #expect(tester.lines[14] == " Ann, alerts off, dark theme")
    }

    struct DonutsApp: App {
        let menu = DonutMenu()
        var body: some Scene {
            WindowGroup { DonutShop(menu: menu).environment(\.pointsPerCell, CGSize(width: 1, height: 1)) }
        }
    }

    @Test func theDonutShopNavigatesAndAddsThroughASheet() {
        // Tab: the scroll view, glazed, jelly; open jelly, make it a favourite, go back; then
        // Shift-Tab from jelly's link wraps to the last view, the Add button; add "mochi".
        let tester = ViewTester(app: DonutsApp(), width: 40, height: 10)
        tester.press(
            .tab, .tab, .tab, .enter, .tab, .character(" "), .escape, .backTab, .backTab, .backTab, .enter, .tab)
        tester.type("mochi")
        tester.press(.tab, .enter)
        #expect(tester.lines[0] == "Donuts")
        // The menu's scroll view is as wide as its links, centred on the page, as SwiftUI's.
        #expect(tester.lines[2] == "          [ glazed › ]")
        #expect(tester.lines[9] == "          [ Add a donut ]")
    }

    @Test func theMenuScrollsToTheAddedDonutWhenTheFocusGoesThere() {
        let tester = ViewTester(app: DonutsApp(), width: 40, height: 10)
        tester.press(.backTab, .enter, .tab)
        tester.type("mochi")
        tester.press(.tab, .enter, .backTab)
        #expect(tester.lines[8] == "          [ mochi › ]", "the new last link, scrolled into sight")
        #expect(tester.lines[9] == "          [ Add a donut ]")
    }

    @Test func aDonutsScreenShowsItsTitleAndState() {
        let tester = ViewTester(app: DonutsApp(), width: 40, height: 10)
        tester.press(.tab, .tab, .tab, .enter, .tab, .character(" "))
        #expect(tester.lines[0] == "‹ Esc  jelly")
        // The page is centred under the bar, as SwiftUI's.
        #expect(tester.lines[3] == "      A jelly donut, a favourite.")
        #expect(tester.lines[5] == "      [x] Favourite")
        assertScreenSnapshot(of: tester, named: "jelly")
    }
}
