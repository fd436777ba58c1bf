import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// Gestures made of two, as SwiftUI's: a drag after a long press, a tap and a drag at once, a
/// double tap before a single one, and gestures behind `AnyGesture`.
@Suite @MainActor struct GestureCompositionTests {
    /// A card that moves only when held first: `LongPressGesture().sequenced(before:
    /// DragGesture())`, with a state that tells the phases apart, as SwiftUI's article does.
    struct HeldCard: View {
        enum Phase: Equatable {
            case idle, pressing, dragging(Int)
        }
        @GestureState private var phase = Phase.idle
        @State private var place = 0
        @State private var drops = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(phase) place \(place) drops \(drops)")
                Text("[]")
                    .offset(x: CGFloat(place))
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .sequenced(before: DragGesture(minimumDistance: 0))
                            .updating($phase) { value, state, _ in
                                switch value {
                                case .first: state = .pressing
                                case .second(_, let drag): state = .dragging(Int(drag?.translation.width ?? 0))
                                }
                            }
                            .onEnded { value in
                                guard case .second(true, let drag?) = value else { return }
                                place += Int(drag.translation.width)
                                drops += 1
                            })
                Spacer()
            }
        }
    }

    @Test func aDragSequencedAfterALongPressMovesOnlyOnceHeld() async {
        let tester = ViewTester(HeldCard(), width: 40, height: 4)
        // Dragged at once: the long press fails at the first move, nothing moves.
        tester.drag(fromX: 0, y: 1, toX: 20, toY: 1)
        #expect(tester.lines[0] == "idle place 0 drops 0", "\(tester.lines)")
        tester.click(x: 0, y: 1)
        #expect(tester.lines[0].hasPrefix("pressing"), "\(tester.lines)")
        await tester.advance(by: .milliseconds(600))
        tester.host.send(.mouse(MouseEvent(.drag, x: 1, y: 1)))
        tester.host.send(.mouse(MouseEvent(.drag, x: 4, y: 1)))
        tester.host.renderFrame()
        #expect(tester.lines[0].hasPrefix("dragging(3)"), "held, then moved: \(tester.lines)")
        tester.release(x: 6, y: 1)
        #expect(tester.lines[0] == "idle place 5 drops 1", "\(tester.lines)")
        #expect(tester.lines[1].hasPrefix("     []"), "\(tester.lines)")
    }

    /// A tap and a drag recognized together, and a double tap before a single one.
    struct Both: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text(log.suffix(3).joined(separator: " "))
                Text("both")
                    .gesture(
                        TapGesture().simultaneously(with: DragGesture()).onEnded { value in
                            log.append("tap \(value.first != nil) drag \(Int(value.second?.translation.width ?? -1))")
                        })
                Text("taps").gesture(AnyGesture(taps.map { "t" + $0 }).onEnded { log.append($0) })
            }
        }

        var taps: some Gesture<String> {
            TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                .map { value in
                    switch value {
                    case .first(let name), .second(let name): name
                    }
                }
        }
    }

    @Test func simultaneousGesturesEndTogetherWithBothValues() {
        let tester = ViewTester(Both(), width: 40, height: 4)
        tester.drag(fromX: 0, y: 1, toX: 3, toY: 1)
        #expect(tester.lines[0] == "tap true drag 3", "\(tester.lines)")
        tester.click(x: 0, y: 1)
        tester.release(x: 0, y: 1)
        #expect(tester.lines[0] == "tap true drag 3 tap true drag -1", "a click: the drag never changed")
    }

    @Test func theFirstOfExclusiveGesturesTakesPrecedenceWhenItEnds() {
        let tester = ViewTester(Both(), width: 40, height: 4)
        tester.click(x: 0, y: 2)
        #expect(tester.lines[0] == "tsingle", "the first click is a single tap: \(tester.lines)")
        tester.click(x: 0, y: 2)
        #expect(tester.lines[0] == "tsingle tdouble", "the second, the double tap alone: \(tester.lines)")
    }
}
