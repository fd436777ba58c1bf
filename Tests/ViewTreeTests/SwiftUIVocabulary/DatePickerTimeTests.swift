import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// A date picker's time reads as `Text(date, style: .time)` shows it: in 12 hours with AM or
/// PM where the locale's short time has them, else in 24.
@Suite @MainActor struct DatePickerTimeTests {
    @Trackable final class Alarm {
        var time: Date
        init(hour: Int, minute: Int) {
            time = Calendar.current.date(
                from: DateComponents(year: 2026, month: 11, day: 29, hour: hour, minute: minute))!
        }
    }

    @Test func theTimeShowsAsATextOfTheSameDateDoes() {
        let alarm = Alarm(hour: 14, minute: 5)
        let host = ViewHost(
            VStack(alignment: .leading) {
                DatePicker("At", selection: Bindable(alarm).time, displayedComponents: .hourAndMinute)
                Text(alarm.time, style: .time)
            }, width: 30, height: 2)
        host.renderFrame()
        let (picker, text) = (host.buffer.lines[0], host.buffer.lines[1])
        #expect(picker == "At  " + text.replacingOccurrences(of: "\u{202F}", with: " "), "\(picker) | \(text)")
    }

    @Test func aTwelveHourTimeHasADayPeriodThatStepsTwelveHours() {
        let fields = DateFields(components: .hourAndMinute, usesDayPeriod: true)
        let date = Alarm(hour: 14, minute: 5).time
        let texts = fields.fields.map { fields.text(of: $0, in: date) }
        #expect(texts == ["2", "05", Calendar.current.pmSymbol])
        #expect((0..<3).map(fields.separator(before:)) == ["", ":", " "])
        #expect(fields.text(of: .unit(.hour), in: Alarm(hour: 0, minute: 0).time) == "12", "midnight is 12 AM")
        let (unit, amount) = fields.fields[2].step
        #expect(unit == .hour && amount == 12)
        let hours = DateFields(components: .hourAndMinute, usesDayPeriod: false)
        #expect(hours.fields.map { hours.text(of: $0, in: date) } == ["14", "05"])
    }

    @Test func upOnTheDayPeriodMovesTheTimeTwelveHours() {
        let alarm = Alarm(hour: 9, minute: 30)
        let start = alarm.time
        let host = ViewHost(
            DatePicker("At", selection: Bindable(alarm).time, displayedComponents: .hourAndMinute), width: 30, height: 1
        )
        host.renderFrame()
        host.send(.tab)
        let periodField = DateFields.localeUsesDayPeriod ? 2 : 0
        for _ in 0..<periodField { host.send(.right) }
        host.send(.up)
        host.renderFrame()
        let expected = DateFields.localeUsesDayPeriod ? 12.0 : 1.0
        #expect(alarm.time.timeIntervalSince(start) == expected * 3600)
    }
}
