import ExampleViews
import Testing
import ViewTree

/// The examples run headless: the framework's run loop over a memory backend, keys in, the
/// screen out, as a person at a terminal would use them.
@Suite @MainActor struct ExampleAppTests {
    struct CounterApp: App {
        var body: some Scene {
            WindowGroup { CounterView() }
        }
    }

    @Test func theCounterCountsWithTheButtonsTheFocusReaches() {
        let backend = MemoryBackend(
            size: CellSize(width: 50, height: 8), keys: [.tab, .tab, .enter, .enter, .character(" "), .backTab, .enter])
        #expect(CounterApp.run(on: backend) == 0, "the input ended")
        // + three times, then - once.
        #expect(backend.screen.lines[1] == " Count: 2")
        #expect(backend.screen.lines[3] == " [ - ]  [ + ]  [ Reset ]")
        // The focused button is drawn reversed: `-` after Shift-Tab.
        #expect(backend.screen[1, 3].style.reverse && !backend.screen[8, 3].style.reverse)
    }

    @Test func ctrlCQuitsTheCounter() {
        let backend = MemoryBackend(size: CellSize(width: 50, height: 8), keys: [.control("c"), .tab, .enter])
        #expect(CounterApp.run(on: backend) == 0)
        #expect(backend.screen.lines[1] == " Count: 0", "nothing after Ctrl-C")
    }

    @Test func pressingRunsOnlyTheCounterAndMovingTheFocusOnlyTheTwoButtons() throws {
        let program = ViewProgram(CounterView())
        program.resize(to: CellSize(width: 50, height: 8))
        program.renderFrame(now: .now)
        #expect(program.handle(.tab, now: .now) == .handled)
        #expect(program.renderFrame(now: .now)?.evaluatedNodes == ["Button"])
        program.handle(.tab, now: .now)
        #expect(program.renderFrame(now: .now)?.evaluatedNodes == ["Button", "Button[2]"])
        program.handle(.enter, now: .now)
        // The state's view runs, and gives its buttons new actions (closures are new inputs).
        let press = try #require(program.renderFrame(now: .now))
        #expect(press.evaluatedNodes.first == "CounterView")
        #expect(press.evaluations.first?.cause.description == "@State count")
    }

    @Test func theSettingsFormEditsEveryKindOfControlAndRunsOnlyWhatItTouched() throws {
        let settings = Settings()
        let program = ViewProgram(SettingsForm(settings: settings))
        program.resize(to: CellSize(width: 50, height: 16))
        program.renderFrame(now: .now)
        #expect(
            program.screen.lines.prefix(15) == [
                "", " Profile", "   Display name", "   Password", "", " Alerts", "   Notifications (━●)",
                "   Reminders a day: 1 [-|+]", "   Volume ━━━━━━━━━━━━━━━━━━━●───────────────────",
                "   Reminders come at even hours.", "", " Look", "   Theme │ light │ dark │ system │", "",
                " nobody, alerts 1 a day at 50%, light theme",
            ])
        func press(_ keys: Key...) -> [String] {
            for key in keys { program.handle(key, now: .now) }
            return program.renderFrame(now: .now)?.evaluatedNodes ?? []
        }
        _ = press(.tab, .character("A"), .character("n"), .character("n"), .enter)
        _ = press(.tab, .tab, .character("p"), .character("w"))
        #expect(settings.displayName == "Ann" && settings.password == "pw")
        #expect(program.screen.lines[3] == "   ••", "the password shows as dots")
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
        #expect(program.screen.lines[14] == " Ann, alerts off, dark theme")
    }

    struct DonutsApp: App {
        let menu = DonutMenu()
        var body: some Scene {
            WindowGroup { DonutShop(menu: menu) }
        }
    }

    @Test func theDonutShopNavigatesAndAddsThroughASheet() {
        // Tab: the scroll view, glazed, jelly; open jelly, make it a favourite, go back; then
        // Shift-Tab from jelly's link wraps to the last view, the Add button; add "maple".
        let keys: [Key] =
            [.tab, .tab, .tab, .enter, .tab, .character(" "), .escape, .backTab, .backTab, .backTab, .enter, .tab]
            + "mochi".map(Key.character) + [.tab, .enter]
        let backend = MemoryBackend(size: CellSize(width: 40, height: 10), keys: keys)
        DonutsApp.run(on: backend)
        #expect(backend.screen.lines[0] == "Donuts")
        #expect(backend.screen.lines[2] == "[ glazed › ]")
        #expect(backend.screen.lines[9] == "[ Add a donut ]")
    }

    @Test func theMenuScrollsToTheAddedDonutWhenTheFocusGoesThere() {
        let keys: [Key] = [.backTab, .enter, .tab] + "mochi".map(Key.character) + [.tab, .enter, .backTab]
        let backend = MemoryBackend(size: CellSize(width: 40, height: 10), keys: keys)
        DonutsApp.run(on: backend)
        #expect(backend.screen.lines[8] == "[ mochi › ]", "the new last link, scrolled into sight")
        #expect(backend.screen.lines[9] == "[ Add a donut ]")
    }

    @Test func aDonutsScreenShowsItsTitleAndState() {
        let backend = MemoryBackend(
            size: CellSize(width: 40, height: 10), keys: [.tab, .tab, .tab, .enter, .tab, .character(" ")])
        DonutsApp.run(on: backend)
        #expect(backend.screen.lines[0] == "‹ Esc  jelly")
        #expect(backend.screen.lines[2] == "A jelly donut, a favourite.")
        #expect(backend.screen.lines[4] == "[x] Favourite")
    }
}
