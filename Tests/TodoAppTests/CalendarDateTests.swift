import Foundation
import TestSupport
import Testing

@testable import TodoApp

/// A date is written back exactly as it was read, whatever its digits.
@Suite struct CalendarDateTests {
    @Test func aDateIsWrittenAsItWasRead() {
        var random = SeededRandom(seed: 2026)
        for _ in 0..<2_000 {
            let (year, month, day) = (
                Int.random(in: 0...9999, using: &random), Int.random(in: 0...99, using: &random),
                Int.random(in: 0...99, using: &random)
            )
            let text = String(format: "%04d-%02d-%02d", year, month, day)
            #expect(CalendarDate(text)?.description == text)
        }
        #expect(CalendarDate("2026-11-27")?.debugDescription == "\"2026-11-27\"")
    }
}
