import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Environment values a view reads with `@Environment`, as the inventory says it sees them:
/// the calendar and time zone (the process's unless set), `isEnabled` in a disabled subtree,
/// the keyboard shortcut buttons answer, the text settings their modifiers set, and
/// `isPresented` inside a sheet.
@Suite @MainActor struct EnvironmentValueReadsTests {
    struct HourReader: View {
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        var body: some View {
            var local = calendar
            local.timeZone = timeZone
            let noonUTC = Date(timeIntervalSince1970: 43_200)
            return Text("\(local.identifier) \(timeZone.identifier) \(local.component(.hour, from: noonUTC))")
        }
    }

    @Test func theCalendarAndTimeZoneAreTheProcesssUnlessSet() throws {
        var current = Calendar.current
        current.timeZone = TimeZone.current
        let hour = current.component(.hour, from: Date(timeIntervalSince1970: 43_200))
        let expected = "\(Calendar.current.identifier) \(TimeZone.current.identifier) \(hour)"
        #expect(Sample.lines(60, 1) { HourReader() } == [expected])
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let set = Sample.lines(60, 1) {
            HourReader().environment(\.calendar, Calendar(identifier: .hebrew)).environment(\.timeZone, tokyo)
        }
        #expect(set == ["hebrew Asia/Tokyo 21"])
    }

    struct EnabledReader: View {
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text(isEnabled ? "enabled" : "disabled") }
    }

    @Test func isEnabledIsFalseInsideADisabledSubtree() {
        let lines = Sample.lines(10, 3) {
            VStack(alignment: .leading) {
                EnabledReader()
                EnabledReader().disabled(true)
                VStack { EnabledReader().disabled(false) }.disabled(true)
            }
        }
        #expect(lines == ["enabled", "disabled", "disabled"], "nothing inside enables it again")
    }

    @Trackable final class Presses {
        var count = 0
    }

    struct ShortcutReader: View {
        let presses: Presses
        @Environment(\.keyboardShortcut) private var shortcut
        var body: some View {
            HStack {
                Text(shortcut.map { "\($0.key)" } ?? "none")
                Button("Save") { presses.count += 1 }
            }
        }
    }

    @Test func theKeyboardShortcutIsTheOneTheButtonsHereAnswer() {
        let presses = Presses()
        let host = ViewHost(
            VStack(alignment: .leading) {
                ShortcutReader(presses: presses).keyboardShortcut("s", modifiers: .control)
                ShortcutReader(presses: presses)
            }, width: 20, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == ["ctrl-s [ Save ]", "none [ Save ]"])
        host.send(.control("s"))
        #expect(presses.count == 1, "the button that reads it answers it")
        host.send(.character("s"))
        #expect(presses.count == 1, "not the key without Ctrl")
    }

    struct TextSettings: View {
        @Environment(\.lineLimit) private var lineLimit
        @Environment(\.multilineTextAlignment) private var alignment
        @Environment(\.truncationMode) private var truncation
        @Environment(\.textCase) private var textCase
        var body: some View {
            Text(
                "\(lineLimit.map(String.init) ?? "any") \(alignment) \(truncation) \(textCase.map { "\($0)" } ?? "as written")"
            )
        }
    }

    @Test func theTextSettingsAreWhatTheirModifiersSet() {
        #expect(Sample.lines(40, 1) { TextSettings() } == ["any leading tail as written"])
        let set = Sample.lines(40, 1) {
            TextSettings().lineLimit(2...4).multilineTextAlignment(.trailing).truncationMode(.middle)
                .textCase(.lowercase)
        }
        #expect(set == ["4 trailing middle lowercase"])
        #expect(Sample.lines(40, 1) { TextSettings().lineLimit(3...) } == ["any leading tail as written"])
        let upper = Sample.lines(40, 1) { TextSettings().lineLimit(1).textCase(.uppercase) }
        #expect(upper == ["1 LEADING TAIL UPPERCASE"], "and the texts inside follow them")
    }

    @Test func theTextsInsideFollowTheSettingsTheyRead() {
        let text = "alpha beta gamma"
        #expect(Sample.lines(10, 1) { Text(text).truncationMode(.head) } == ["…eta gamma"])
        #expect(Sample.lines(10, 2) { Text(text).lineLimit(1) } == ["alpha bet…", ""])
        let centred = Sample.lines(10, 2) { Text("ab cdefgh").multilineTextAlignment(.center).frame(width: 6) }
        #expect(centred == ["  ab", "cdefgh"], "\(centred)")
    }

    struct PresentedReader: View {
        @Environment(\.isPresented) private var isPresented
        var body: some View { Text(isPresented ? "presented" : "not presented") }
    }

    @Test func isPresentedIsTrueInsideASheetOnly() {
        struct SheetHost: View {
            @State var shows = false
            var body: some View {
                VStack {
                    PresentedReader()
                    Button("Open") { shows = true }
                }
                .sheet(isPresented: $shows) { PresentedReader() }
            }
        }
        let host = ViewHost(SheetHost(), width: 30, height: 8)
        host.renderFrame()
        #expect(host.buffer.lines[0].contains("not presented"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let inside = host.buffer.lines.filter { $0.contains("│") }
        #expect(inside.contains { $0.contains("presented") && !$0.contains("not presented") }, "\(host.buffer.lines)")
    }
}
