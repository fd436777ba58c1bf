import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// The rest of the spellings the Coming from SwiftUI article marks supported: dates in text
/// styles, formatters, line limits with reserved space, horizontal lazy grids, ellipses,
/// decorative images, rows that may not move, alerts for an item, date picker styles.
@Suite @MainActor struct TextAndShapeSpellingTests {
    @Test func datesShowInTheirTextStyles() {
        let now = Date()
        #expect(Text.DateStyle.relative.string(for: now.addingTimeInterval(7_500), now: now) == "2 hours, 5 minutes")
        #expect(Text.DateStyle.offset.string(for: now.addingTimeInterval(-60), now: now) == "-1 minute")
        #expect(Text.DateStyle.timer.string(for: now.addingTimeInterval(3_725), now: now) == "1:02:05")
        #expect(Text.DateStyle.timer.string(for: now.addingTimeInterval(65), now: now) == "1:05")
        let date = Date(timeIntervalSince1970: 0)
        let expected = DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
        #expect(Sample.lines(40, 1) { Text(date, style: .date) } == [expected])
        let range = Sample.lines(60, 1) { Text(date...date.addingTimeInterval(86_400 * 2)) }
        #expect(!range[0].isEmpty)
    }

    @Test func aFormatterWritesTextAndParsesAField() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        #expect(Sample.lines(10, 1) { Text(NSNumber(value: 3.5), formatter: formatter) } == ["3.50"])
        final class Box {
            var value = 1.0
        }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let host = ViewHost(TextField("Amount", value: binding, formatter: formatter), width: 10, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["1.00"])
        host.send(.tab)
        for _ in 0..<4 { host.send(.backspace) }
        for character in "2.25" { host.send(.character(character)) }
        host.send(.enter)
        host.renderFrame()
        #expect(box.value == 2.25)
        let prompt = Sample.lines(12, 1) { TextField("Title", text: .constant(""), prompt: Text("Required")) }
        #expect(prompt == ["Required"])
    }

    @Test func lineLimitsWithRangesAndReservedSpace() {
        let text = "one two three four five six"
        #expect(
            Sample.lines(9, 4) { Text(text).lineLimit(2, reservesSpace: true) } == ["one two", "three fo…", "", ""])
        #expect(Sample.lines(9, 4) { Text(text).lineLimit(1...3) }.filter { !$0.isEmpty }.count == 3)
    }

    @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
        let lines = Sample.lines(20, 2) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], spacing: 1) {
                ForEach(["a", "b", "c", "d"], id: \.self) { Text($0) }
            }
        }
        #expect(lines == ["a c", "b d"], "\(lines)")
    }

    @Test func anEllipseHasRoundCornersAndADecorativeImageIsAPlaceholder() {
        #expect(Sample.lines(4, 2) { Ellipse().stroke(lineWidth: 1) } == ["╭──╮", "╰──╯"])
        #expect(Sample.lines(3, 1) { Image(decorative: "logo") } == ["▣"])
        #expect(
            Sample.lines(12, 1) { DatePicker("D", selection: .constant(Date())).datePickerStyle(.graphical) }[0]
                .hasPrefix("D  "))
    }

    @Trackable final class Names {
        var list = ["a", "b", "c"]
        var chosen: Chosen?
    }

    struct Chosen: Identifiable {
        let id: String
    }

    @Test func aRowThatMayNotMoveStays() {
        let names = Names()
        struct Rows: View {
            let names: Names
            var body: some View {
                VStack {
                    ForEach(names.list, id: \.self) { name in Text(name).moveDisabled(name == "a") }
                        .onMove { names.list.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        let host = ViewHost(Rows(names: names), width: 5, height: 3)
        host.renderFrame()
        host.send(.tab)
        host.send(.down)
        host.send(.character("]"))
        host.renderFrame()
        #expect(names.list == ["a", "b", "c"])
        host.send(.down)
        host.send(.character("["))
        host.renderFrame()
        #expect(names.list == ["b", "a", "c"], "b may move")
    }

    @Test func anAlertForAnItemShowsWhileTheItemIsThere() {
        let names = Names()
        struct Asker: View {
            let names: Names
            var body: some View {
                Text("main").alert(item: Bindable(names).chosen) { chosen in
                    Alert(title: Text("Chose \(chosen.id)"))
                }
            }
        }
        let host = ViewHost(Asker(names: names), width: 30, height: 8)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("Chose") })
        names.chosen = Chosen(id: "b")
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Chose b") })
        host.send(.escape)
        host.renderFrame()
        #expect(names.chosen == nil)
    }
}
