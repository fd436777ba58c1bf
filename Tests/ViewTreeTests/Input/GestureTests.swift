import Foundation
import Testing
import ViewTreeTesting

@testable import ViewTree

/// Gestures from the pointer, as SwiftUI's: a drag changes with each move and ends at the
/// release, in cells, with the pointer kept by the view it pressed; `@GestureState` follows
/// a drag and goes back after it; taps, long presses and masks.
@Suite @MainActor struct GestureTests {
    /// A box dragged around: its place is moved by each finished drag, and by the drag under
    /// way while it runs.
    struct DraggableBox: View {
        @State private var place = CGSize.zero
        @GestureState private var dragging = CGSize.zero
        @State private var log: [String] = []

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("drag \(Int(dragging.width)),\(Int(dragging.height)) \(log.suffix(1).joined())")
                Text("■■")
                    .offset(x: place.width + dragging.width, y: place.height + dragging.height)
                    .gesture(
                        DragGesture()
                            .updating($dragging) { value, state, _ in state = value.translation }
                            .onChanged { log.append("changed \(Int($0.location.x)),\(Int($0.location.y))") }
                            .onEnded { value in
                                place.width += value.translation.width
                                place.height += value.translation.height
                                log.append("ended \(Int(value.startLocation.x)),\(Int(value.startLocation.y))")
                            })
                Spacer()
            }
        }
    }

    @Test func aDragMovesWithThePointerAndItsStateGoesBackAtTheRelease() {
        let tester = ViewTester(DraggableBox(), width: 20, height: 6)
        #expect(tester.lines[1].hasPrefix("■■"), "\(tester.lines)")
        tester.drag(fromX: 1, y: 1, toX: 4, toY: 3)
        // Moved by three columns and two rows; the state the drag set is back at zero.
        #expect(tester.lines[0].hasPrefix("drag 0,0 ended 1,0"), "\(tester.lines)")
        #expect(tester.lines[3].hasPrefix("   ■■"), "\(tester.lines)")
        // A second drag starts from where the box is now.
        tester.drag(fromX: 3, y: 3, toX: 5, toY: 3)
        #expect(tester.lines[3].hasPrefix("     ■■"), "\(tester.lines)")
    }

    @Test func whileDraggingTheBodySeesTheTranslation() {
        let tester = ViewTester(DraggableBox(), width: 20, height: 6)
        tester.click(x: 0, y: 1)
        tester.host.send(.mouse(MouseEvent(.drag, x: 2, y: 1)))
        tester.host.renderFrame()
        #expect(tester.lines[0].hasPrefix("drag 2,0 changed 2,0"), "\(tester.lines)")
        #expect(tester.lines[1].hasPrefix("  ■■"), "\(tester.lines)")
        tester.release(x: 2, y: 1)
        #expect(tester.lines[0].hasPrefix("drag 0,0 ended 0,0"), "\(tester.lines)")
    }

    /// Two boxes side by side, each with its own drag and tap counts.
    struct TwoTargets: View {
        @State private var drags = 0
        @State private var taps = 0
        @State private var otherTaps = 0
        let minimumDistance: CGFloat

        var body: some View {
            VStack(alignment: .leading) {
                Text("drags \(drags) taps \(taps) other \(otherTaps)")
                HStack(spacing: 2) {
                    Text("AAAA")
                        .onTapGesture { taps += 1 }
                        .gesture(DragGesture(minimumDistance: minimumDistance).onEnded { _ in drags += 1 })
                    Text("BBBB").onTapGesture { otherTaps += 1 }
                }
            }
        }
    }

    @Test func thePointerStaysWithTheViewItPressedUntilTheRelease() {
        let tester = ViewTester(TwoTargets(minimumDistance: 10), width: 40, height: 3)
        // From A across B to beyond both: the drag is A's, and B sees no click.
        tester.drag(fromX: 1, y: 1, toX: 15, toY: 2)
        #expect(tester.lines[0].hasPrefix("drags 1 taps 1 other 0"), "\(tester.lines)")
    }

    @Test func aClickWithoutAMoveIsATapNotADrag() {
        let tester = ViewTester(TwoTargets(minimumDistance: 10), width: 40, height: 3)
        tester.click(x: 1, y: 1)
        tester.release(x: 1, y: 1)
        #expect(tester.lines[0].hasPrefix("drags 0 taps 1 other 0"), "\(tester.lines)")
        tester.click(x: 7, y: 1)
        tester.release(x: 7, y: 1)
        #expect(tester.lines[0].hasPrefix("drags 0 taps 1 other 1"), "\(tester.lines)")
    }

    @Test func atMinimumDistanceZeroAPressAloneIsADrag() {
        let tester = ViewTester(TwoTargets(minimumDistance: 0), width: 40, height: 3)
        tester.click(x: 1, y: 1)
        tester.release(x: 1, y: 1)
        #expect(tester.lines[0].hasPrefix("drags 1"), "\(tester.lines)")
    }

    /// A double tap through `.gesture`, a long press and a pinch.
    struct Presses: View {
        @State private var doubles = 0
        @State private var longs = 0
        @State private var pressing = false
        @State private var pinches = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("doubles \(doubles) longs \(longs) pressing \(pressing) pinches \(pinches)")
                Text("double").gesture(TapGesture(count: 2).onEnded { doubles += 1 })
                Text("long").onLongPressGesture(minimumDuration: 0.5) {
                    longs += 1
                } onPressingChanged: {
                    pressing = $0
                }
                Text("pinch").gesture(MagnifyGesture().onChanged { _ in pinches += 1 })
                Text("off").gesture(TapGesture().onEnded { doubles += 100 }, including: .none)
            }
        }
    }

    @Test func aDoubleTapEndsAtTheSecondClick() {
        let tester = ViewTester(Presses(), width: 50, height: 5)
        tester.click(x: 1, y: 1)
        #expect(tester.lines[0].hasPrefix("doubles 0"))
        tester.click(x: 1, y: 1)
        #expect(tester.lines[0].hasPrefix("doubles 1"), "\(tester.lines)")
    }

    @Test func aLongPressEndsAtAReleaseAfterItsDuration() async {
        let tester = ViewTester(Presses(), width: 50, height: 5)
        tester.click(x: 1, y: 2)
        #expect(tester.lines[0].contains("pressing true"), "\(tester.lines)")
        await tester.advance(by: .milliseconds(200))
        tester.release(x: 1, y: 2)
        #expect(tester.lines[0].hasPrefix("doubles 0 longs 0 pressing false"), "\(tester.lines)")
        tester.click(x: 1, y: 2)
        await tester.advance(by: .milliseconds(600))
        tester.release(x: 1, y: 2)
        #expect(tester.lines[0].hasPrefix("doubles 0 longs 1 pressing false"), "\(tester.lines)")
    }

    @Test func aPinchNeverHappensAndAMaskedGestureIsNotAttached() {
        let tester = ViewTester(Presses(), width: 50, height: 5)
        tester.drag(fromX: 1, y: 3, toX: 4, toY: 3)
        tester.click(x: 1, y: 4)
        #expect(tester.lines[0].hasPrefix("doubles 0 longs 0 pressing false pinches 0"), "\(tester.lines)")
    }

    /// A drag measured on the screen, its value mapped; a gesture turned off.
    struct Measured: View {
        @State private var seen = "none"
        let isEnabled: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(seen)
                Text("  ....")
                    .gesture(
                        DragGesture(coordinateSpace: .global).map { "\(Int($0.location.x)),\(Int($0.location.y))" }
                            .onEnded { seen = $0 },
                        isEnabled: isEnabled)
            }
        }
    }

    @Test func aGlobalDragReportsScreenCellsThroughMap() {
        let tester = ViewTester(Measured(isEnabled: true), width: 20, height: 4)
        tester.drag(fromX: 3, y: 1, toX: 5, toY: 3)
        #expect(tester.lines[0].hasPrefix("5,3"), "\(tester.lines)")
        let off = ViewTester(Measured(isEnabled: false), width: 20, height: 4)
        off.drag(fromX: 3, y: 1, toX: 5, toY: 3)
        #expect(off.lines[0].hasPrefix("none"), "\(off.lines)")
    }

    /// A gesture of one's own, made of a drag in its body, as SwiftUI's custom gestures are.
    struct Swipe: Gesture {
        var body: some Gesture<String> {
            DragGesture().map { $0.translation.width > 0 ? "right" : "left" }
        }
    }

    struct Swiped: View {
        @State private var seen = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Text(seen)
                Text("swipe here").gesture(Swipe().onEnded { seen = $0 })
            }
        }
    }

    @Test func aGestureOfOnesOwnIsRecognizedAsItsBody() {
        let tester = ViewTester(Swiped(), width: 20, height: 3)
        tester.drag(fromX: 5, y: 1, toX: 1, toY: 1)
        #expect(tester.lines[0].hasPrefix("left"), "\(tester.lines)")
        tester.drag(fromX: 1, y: 1, toX: 6, toY: 1)
        #expect(tester.lines[0].hasPrefix("right"), "\(tester.lines)")
    }
}
