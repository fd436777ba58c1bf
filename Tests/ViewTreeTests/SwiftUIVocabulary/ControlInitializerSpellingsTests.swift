import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// The control initializers the inventory marks supported and no test drove yet: fields with
/// an axis, toggles and pickers with label views, a date picker of hours and minutes, a
/// labelled progress bar, an unavailable view with actions, a menu with a primary action, a
/// primitive style's `trigger()`, and the system font of a text style.
@Suite @MainActor struct ControlInitializerSpellingsTests {
    @Trackable final class Inputs {
        var notes = ""
        var isStarred = false
        var size = 2
        var alarm = Date()
        var log: [String] = []
    }

    @Test func aFieldWithAnAxisIsOneLineThatShowsItsTitleOrPromptWhileEmpty() {
        let inputs = Inputs()
        let host = ViewHost(
            VStack(alignment: .leading) {
                TextField("Notes", text: Bindable(inputs).notes, axis: .vertical)
                TextField("Title", text: .constant(""), prompt: Text("Required"), axis: .horizontal)
            }, width: 12, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines == ["Notes", "Required", ""])
        #expect(host.buffer[0, 0].style.foreground == .brightBlack, "the placeholder is faint")
        host.send(.tab)
        for character in "one two three" { host.send(.character(character)) }
        host.send(.enter)
        host.renderFrame()
        #expect(inputs.notes == "one two three", "Return does not start a new line")
        #expect(host.buffer.lines == ["… two three", "Required", ""], "one line: the cursor stays in view")
        host.send(.home)
        host.renderFrame()
        #expect(host.buffer.lines == ["one two thr…", "Required", ""], "at the start, cut at its end")
    }

    @Test func aToggleWithALabelViewFlipsOnSpaceAndClick() {
        let inputs = Inputs()
        let host = ViewHost(
            Toggle(isOn: Bindable(inputs).isStarred) {
                HStack {
                    Text("Starred")
                    Text("(3)").foregroundColor(.green)
                }
            }, width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ ] Starred (3)"])
        #expect(host.buffer[12, 0].style.foreground == .green, "the label is drawn as given")
        host.send(.tab)
        host.send(.space)
        host.renderFrame()
        #expect(inputs.isStarred && host.buffer.lines == ["[x] Starred (3)"])
        host.send(.mouse(MouseEvent(.click, x: 6, y: 0)))
        #expect(!inputs.isStarred, "a click on the label flips it back")
    }

    @Test func aPickerWithALabelViewChoosesByKeysAndClicks() {
        let inputs = Inputs()
        let host = ViewHost(
            Picker(selection: Bindable(inputs).size) {
                Text("S").tag(1)
                Text("M").tag(2)
                Text("L").tag(3)
            } label: {
                Text("Size").bold()
            }, width: 30, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["Size  ( ) S  (•) M  ( ) L"])
        #expect(host.buffer[0, 0].style.bold)
        host.send(.tab)
        host.send(.right)
        #expect(inputs.size == 3)
        host.send(.right)
        #expect(inputs.size == 1, "Right goes round to the first option")
        host.renderFrame()
        host.send(.mouse(MouseEvent(.click, x: 24, y: 0)))
        #expect(inputs.size == 3, "a click chooses the option under it")
    }

    @Test func aDatePickerOfHoursAndMinutesStepsThemByKeys() throws {
        let calendar = Calendar.current
        let start = try #require(
            calendar.date(from: DateComponents(year: 2026, month: 1, day: 20, hour: 9, minute: 5)))
        let inputs = Inputs()
        inputs.alarm = start
        let host = ViewHost(
            DatePicker("Alarm", selection: Bindable(inputs).alarm, displayedComponents: .hourAndMinute),
            width: 20, height: 1)
        host.renderFrame()
        // In 12 hours with a day period where the locale's short time has one.
        let period = DateFields.localeUsesDayPeriod ? " " + calendar.amSymbol : ""
        let hour = DateFields.localeUsesDayPeriod ? "9" : "09"
        #expect(host.buffer.lines == ["Alarm  \(hour):05\(period)"], "no date shows")
        host.send(.tab)
        host.send(.up)
        host.send(.right)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(inputs.alarm == start.addingTimeInterval(3_600 - 120), "an hour on, then two minutes back")
        #expect(host.buffer.lines == ["Alarm  10:03\(period)"])
        #expect(host.buffer[10, 0].style.reverse && !host.buffer[7, 0].style.reverse, "the minutes are chosen")
    }

    @Test func aProgressViewWithALabelViewDrawsTheLabelBeforeTheBar() {
        let lines = Sample.lines(30, 2) {
            VStack(alignment: .leading) {
                ProgressView(value: 3, total: 4) { Text("Upload").italic() }
                ProgressView(value: 9, total: 4) { Text("Over") }
            }
        }
        #expect(lines == ["Upload [████████░░] 75%", "Over [██████████] 100%"])
        let host = Sample.host(30, 1) {
            ProgressView(value: 1, total: 2) { Text("Half") }.tint(.green)
        }
        #expect(host.buffer[6, 0].style.foreground == .green && host.buffer[12, 0].style.foreground == .default)
    }

    @Test func anUnavailableViewCentresItsLabelDescriptionAndActions() throws {
        let inputs = Inputs()
        let host = ViewHost(
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray")
            } description: {
                Text("New mail shows here.")
            } actions: {
                Button("Refresh") { inputs.log.append("refresh") }
            }, width: 30, height: 9)
        host.renderFrame()
        let lines = host.buffer.lines
        let title = try #require(lines.firstIndex { $0.contains("No Mail") })
        #expect(lines[title].hasPrefix(String(repeating: " ", count: 11)), "centred: \(lines)")
        #expect(host.buffer[11, title].style.bold)
        #expect(lines[title - 1].trimmingCharacters(in: .whitespaces).count == 1, "its icon over it")
        #expect(lines[title + 1].contains("New mail shows here."))
        #expect(host.buffer[lines[title + 1].prefix { $0 == " " }.count, title + 1].style.dim, "a faint description")
        #expect(lines[title + 2].contains("[ Refresh ]"))
        host.send(.tab)
        host.send(.enter)
        #expect(inputs.log == ["refresh"])
    }

    @Test func theSearchUnavailableViewWithoutTextSaysNoResults() {
        let lines = Sample.lines(44, 6) { ContentUnavailableView.search }
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "No Results" }, "\(lines)")
        #expect(lines.contains { $0.contains("Check the spelling or try a new search.") })
        let named = Sample.lines(44, 6) { ContentUnavailableView.search(text: "kiwi") }
        #expect(named.contains { $0.contains("No Results for \"kiwi\"") })
    }

    @Test func aMenuWithAPrimaryActionRunsItAndOpensItsListOnDown() {
        let inputs = Inputs()
        let host = ViewHost(
            Menu {
                Button("Duplicate") { inputs.log.append("duplicate") }
                Button("Rename") { inputs.log.append("rename") }
            } label: {
                Text("Save")
            } primaryAction: {
                inputs.log.append("save")
            }, width: 20, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[ Save ▾ ]")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(inputs.log == ["save"], "Return runs the primary action")
        #expect(!host.buffer.lines.contains { $0.contains("Duplicate") }, "and opens nothing")
        host.send(.down)
        host.renderFrame()
        #expect(
            host.buffer.lines.contains { $0.contains("Duplicate") }
                && host.buffer.lines.contains { $0.contains("Rename") })
        host.send(.down)
        host.send(.enter)
        host.renderFrame()
        #expect(inputs.log == ["save", "rename"])
        #expect(!host.buffer.lines.contains { $0.contains("Rename") }, "choosing closed the list")
    }

    struct RunLinkStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("[run]").onTapGesture { configuration.trigger() }
            }
        }
    }

    @Test func aPrimitiveStyleRunsTheActionWithTrigger() {
        let inputs = Inputs()
        let host = ViewHost(
            Button("Build") { inputs.log.append("build") }.buttonStyle(RunLinkStyle()), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["Build [run]"])
        host.send(.mouse(MouseEvent(.click, x: 8, y: 0)))
        #expect(inputs.log == ["build"], "one click on the style's own part, one run")
        host.send(.tab)
        host.send(.enter)
        #expect(inputs.log == ["build", "build"], "the button keeps its keys")
    }

    @Test func theSystemFontOfATextStyleTakesItsWeightOverTheStyle() {
        func style(_ font: Font) -> CellStyle {
            Sample.host(4, 1) { Text("ab").font(font) }.buffer[0, 0].style
        }
        #expect(style(.system(.title)).bold)
        #expect(style(.system(.footnote)).dim && !style(.system(.footnote)).bold)
        #expect(style(.system(.body, design: .monospaced)) == CellStyle())
        let heavyCaption = style(.system(.caption, design: .rounded, weight: .heavy))
        #expect(heavyCaption.bold && !heavyCaption.dim, "a weight wins over a caption's faintness")
        let lightTitle = style(.system(.largeTitle, design: .serif, weight: .light))
        #expect(lightTitle.dim && !lightTitle.bold)
        #expect(style(.system(.headline, weight: .regular)) == CellStyle(), "regular is plain")
    }
}
