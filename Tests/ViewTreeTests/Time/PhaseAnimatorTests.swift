import Testing
import ViewTreeTesting

@testable import ViewTree

/// A phase animator steps through its phases on the views' clock, each shown for the
/// animation into it: once per change of its trigger (ending at the first phase), or again
/// and again without one; nothing moves before a trigger changes.
@Suite @MainActor struct PhaseAnimatorTests {
    enum Pulse: CaseIterable, Equatable {
        case rest, grow, shrink

        var mark: String {
            switch self {
            case .rest: "·"
            case .grow: "●"
            case .shrink: "∘"
            }
        }
    }

    /// A heart that pulses once per like.
    struct Likes: View {
        @State private var likes = 0
        var body: some View {
            Text("♥ \(likes)")
                .phaseAnimator(Pulse.allCases, trigger: likes) { heart, phase in
                    HStack(spacing: 1) {
                        heart
                        Text(phase.mark)
                    }
                } animation: { phase in
                    phase == .grow ? .easeOut(duration: 0.2) : .easeIn(duration: 0.5)
                }
                .onKeyPress("l") {
                    likes += 1
                    return .handled
                }
        }
    }

    @Test func aTriggerRunsThroughEveryPhaseOnceAndEndsAtTheFirst() async {
        let tester = ViewTester(Likes(), width: 20, height: 1)
        #expect(tester.lines[0].hasPrefix("♥ 0 ·"))
        await tester.advance(by: .seconds(2))
        #expect(tester.lines[0].hasPrefix("♥ 0 ·"), "nothing moves before the trigger changes")
        tester.press(.character("l"))
        await tester.advance()
        #expect(tester.lines[0].hasPrefix("♥ 1 ●"), "\(tester.lines)")
        await tester.advance(by: .milliseconds(200))
        #expect(tester.lines[0].hasPrefix("♥ 1 ∘"), "after the 0.2 s into the second phase")
        await tester.advance(by: .milliseconds(500))
        #expect(tester.lines[0].hasPrefix("♥ 1 ·"), "back at the first phase")
        await tester.advance(by: .seconds(3))
        #expect(tester.lines[0].hasPrefix("♥ 1 ·"), "and staying there")
    }

    /// A spinner that never stops.
    struct Waiting: View {
        var body: some View {
            PhaseAnimator(["-", "\\", "|", "/"]) { mark in
                Text("waiting \(mark)")
            } animation: { _ in
                .linear(duration: 0.1)
            }
        }
    }

    @Test func withoutATriggerThePhasesGoRoundWhileTheViewShows() async {
        let tester = ViewTester(Waiting(), width: 20, height: 1)
        await tester.advance()
        var seen: [String] = []
        for _ in 0..<6 {
            seen.append(tester.lines[0])
            await tester.advance(by: .milliseconds(100))
        }
        #expect(seen == ["waiting \\", "waiting |", "waiting /", "waiting -", "waiting \\", "waiting |"])
    }
}
