import CellGrid
import TestSupport
import Testing

@testable import ViewTree

/// The inspector's two status lines, against their plain definitions on random frames: the
/// bodies a frame ran (one by identity, several of a type counted, in order of first run) and
/// the change that caused them; the totals cut at the terminal's width exactly as the whole
/// ranking would be.
@Suite @MainActor struct StatusTextTests {
    private static let viewTypes = ["Row", "Title", "Badge", "表Cell", "Count"]

    private static func randomEvents(_ random: inout SeededRandom) -> [EvaluationEvent] {
        let causes: [EvaluationCause] = [
            .firstAppearance, .parentInputs, .state("count"), .state("flag"), .objectWillChange("Store"),
            .objectWillChange("Basket"), .relayout,
        ]
        return (0..<Int.random(in: 0...9, using: &random)).map { _ in
            let viewType = viewTypes.randomElement(using: &random)!
            return EvaluationEvent(
                frame: 1, viewType: viewType, identity: "\(viewType)#\(Int.random(in: 0...3, using: &random))",
                cause: causes.randomElement(using: &random)!, duration: .zero)
        }
    }

    /// The line as first written: grouped through a dictionary, the cause found by
    /// `last(where:)`.
    private static func expectedLastFrame(_ events: [EvaluationEvent]) -> String {
        var order: [String] = []
        var byType: [String: [String]] = [:]
        for event in events {
            if byType[event.viewType] == nil { order.append(event.viewType) }
            byType[event.viewType, default: []].append(event.identity)
        }
        let nodes = order.map { byType[$0]!.count == 1 ? byType[$0]![0] : "\(byType[$0]!.count)×\($0)" }
        let cause =
            events.last { $0.cause.isModelChange }?.cause
            ?? events.last { if case .state = $0.cause { true } else { false } }?.cause
        return "\(events.count) ran" + (nodes.isEmpty ? "" : ": " + nodes.joined(separator: " "))
            + (cause.map { "  ← \($0)" } ?? "")
    }

    @Test func theLastFrameLineGroupsTheBodiesAndNamesTheLastChange() {
        var random = SeededRandom(seed: 38)
        for _ in 0..<300 {
            let events = Self.randomEvents(&random)
            let report = FrameReport(number: 1, evaluations: events, damage: nil, duration: .zero)
            #expect(StatusText.lastFrame(report) == Self.expectedLastFrame(events))
        }
    }

    @Test func theTotalsCutAtAWidthShowAsTheWholeRankingCut() {
        var random = SeededRandom(seed: 1038)
        for _ in 0..<300 {
            var counters = EvaluationCounters()
            counters.count(Self.randomEvents(&random) + Self.randomEvents(&random))
            let width = Int.random(in: 1...60, using: &random)
            let whole = StatusText.totals(label: "fine", report: nil, counters: counters)
            let cut = StatusText.totals(label: "fine", report: nil, counters: counters, width: width)
            #expect(Truncation.fit(cut, width: width) == Truncation.fit(whole, width: width))
            #expect(whole.hasPrefix(cut))
        }
    }
}
