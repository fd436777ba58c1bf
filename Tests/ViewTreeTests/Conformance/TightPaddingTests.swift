import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// A padding offered less room than its insets leave its content: SwiftUI's content keeps its
/// size and overflows the padding, so the text shows. A cell cannot be overflowed by a point:
/// the padding gives way (as few cells before the content as after it) and the content shows.
@Suite @MainActor struct TightPaddingTests {
    private func lines(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> some View) -> [String] {
        let host = ViewHost(content(), width: width, height: height)
        host.renderFrame()
        return host.buffer.lines
    }

    @Test func aTextPaddedByARowEachSideInATwoRowFrameShows() {
        let shown = lines(12, 2) { Text("Paris").padding(1).frame(height: 2) }
        #expect(shown == [" Paris", ""], "the row above gives way first: \(shown)")
    }

    @Test func aPaddingWithRoomKeepsAllOfItsInsets() {
        let shown = lines(12, 3) { Text("Paris").padding(1).frame(height: 3) }
        #expect(shown.map { $0.trimmingCharacters(in: .whitespaces) } == ["", "Paris", ""])
    }

    @Test func aPaddingTooWideForItsFrameLeavesItsTextTheColumnsItNeeds() {
        let shown = lines(6, 1) { Text("Hi").padding(.horizontal, 3).frame(width: 4) }
        #expect(shown == [" Hi"], "one column each side is what is left: \(shown)")
    }

    @Test func answersPaddedInFramesOfFiftyPointsShowTheirTextsAtEightByTwentyTwo() {
        // Buttons of a quiz: each answer `.padding()` (16 points, a row) in a frame at most 50
        // points tall (two rows); SwiftUI shows each answer.
        let answers = ["Paris", "Rome", "Oslo"]
        let host = ViewHost(
            VStack {
                ForEach(answers, id: \.self) { answer in
                    Text(answer).padding().frame(maxWidth: .infinity, maxHeight: 50)
                }
            }
            .environment(\.pointsPerCell, EnvironmentValues.swiftUIPointsPerCell),
            width: 30, height: 6)
        host.renderFrame()
        let words = host.buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(words == answers, "\(host.buffer.lines)")
    }
}
