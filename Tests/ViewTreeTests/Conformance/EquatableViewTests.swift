import Testing
import TrackingCore

@testable import ViewTree

/// `.equatable()` and `EquatableView`, as SwiftUI's: the view's own `==` decides whether its
/// body runs again; and `EmptyModifier`, which changes nothing.
@Suite @MainActor struct EquatableViewTests {
    /// Equal when the points are: the note alone does not make it run again.
    struct Score: View, Equatable {
        let points: Int
        let note: String
        var body: some View { Text("\(points) \(note)") }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.points == rhs.points }
    }

    @Trackable final class Game {
        var points = 1
        var note = "first"
    }

    struct Board: View {
        let game: Game
        var body: some View {
            Score(points: game.points, note: game.note).equatable()
        }
    }

    @Test func theViewsOwnEqualityDecidesWhetherItsBodyRuns() {
        let game = Game()
        let host = ViewHost(Board(game: game), width: 12, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["1 first"])
        game.note = "second"
        let unchanged = host.renderFrame()
        #expect(unchanged.evaluatedNodes == ["Board"], "equal by its ==: the score does not run")
        #expect(host.buffer.lines == ["1 first"])
        game.points = 2
        let changed = host.renderFrame()
        #expect(changed.evaluatedNodes == ["Board", "Score"])
        #expect(host.buffer.lines == ["2 second"])
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    @Test func anEmptyModifierChangesNothing() {
        let host = ViewHost(Counter().modifier(EmptyModifier.identity), width: 12, height: 1)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ count 1 ]"])
        #expect(Sample.lines(12, 1) { Text("plain").modifier(EmptyModifier()) } == ["plain"])
    }
}
