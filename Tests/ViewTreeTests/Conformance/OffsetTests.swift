import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's `.offset`: the view is drawn moved while its place in the layout stays, and
/// `.clipped()` cuts what moved out of the frame.
@Suite @MainActor struct OffsetTests {
    @Test func anOffsetMovesTheDrawingButNotTheLayout() {
        // The inner frame moves with the text, 3 cells across and 1 down; the outer one stays
        // around the 5 by 3 the layout gave the view. The moved frame is drawn over the outer
        // one where they cross.
        let lines = Sample.lines(10, 5) {
            Text("cab")
                .border(Color.yellow)
                .offset(x: 3, y: 1)
                .border(Color.blue)
        }
        #expect(
            lines == [
                "┌─────┐",
                "│     │",
                "│   ┌───┐",
                "│   │cab│",
                "└───└───┘",
            ])
    }

    @Test func siblingsStayWhereTheyWereLaidOut() {
        // SwiftUI: the offset "doesn't change the view's frame": the text after it keeps its
        // place and, later in the stack, is drawn over the moved one.
        let lines = Sample.lines(8, 1) {
            HStack {
                Text("ab").offset(x: 4)
                Text("cd")
            }
        }
        #expect(lines == ["   cdb"])
    }

    @Test func anOffsetBySizeMovesBothWays() {
        let lines = Sample.lines(6, 3) {
            VStack(alignment: .leading) {
                Text("ab").offset(CGSize(width: 2, height: 1))
                Text("")
                Text("")
            }
        }
        #expect(lines == ["", "  ab", ""])
    }

    @Test func clippedCutsWhatMovedOutOfTheFrame() {
        let moved = Sample.lines(6, 1) { Text("abc").offset(x: 2).frame(width: 3, alignment: .leading) }
        let clipped = Sample.lines(6, 1) { Text("abc").offset(x: 2).frame(width: 3, alignment: .leading).clipped() }
        #expect(moved == ["  abc"])
        #expect(clipped == ["  a"])
    }

    @Test func aMovedTextKeepsTheColourUnderIt() {
        let host = Sample.host(5, 1) {
            ZStack(alignment: .leading) {
                Color.blue
                Text("hi").offset(x: 2)
            }
        }
        #expect(host.buffer.lines == ["  hi"])
        #expect((0..<5).allSatisfy { host.buffer[$0, 0].style.background == .blue })
    }

    @Trackable final class Shift {
        var x = 0
    }

    struct Moving: View {
        let shift: Shift
        var body: some View {
            VStack(alignment: .leading) {
                Text("head")
                Text("moved").offset(x: CGFloat(shift.x))
                Text("tail")
            }
            .frame(width: 10, alignment: .leading)
        }
    }

    struct Page: View {
        let shift: Shift
        var body: some View {
            VStack(alignment: .leading) {
                Moving(shift: shift)
                Text("after")
            }
        }
    }

    @Test func aChangedOffsetRedrawsOnlyTheViewThatMovesIt() {
        let shift = Shift()
        let host = ViewHost(Page(shift: shift), width: 12, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines == ["head", "moved", "tail", "after", ""])
        shift.x = 3
        let report = host.renderFrame()
        #expect(host.buffer.lines == ["head", "   moved", "tail", "after", ""])
        #expect(report.evaluatedNodes == ["Moving"])
        let fresh = ViewHost(Page(shift: shift), width: 12, height: 5)
        fresh.renderFrame()
        #expect(fresh.buffer.lines == host.buffer.lines)
        // Past the frame of the view whose body moves it, it is cut (see the table).
        shift.x = 7
        host.renderFrame()
        #expect(host.buffer.lines[1] == "       mov")
    }

    /// A view moved by a key, with a tap after its offset: the offset belongs to the body
    /// that wrote it, so the view is drawn at its new place (it vanished: the tap's node cut
    /// it to its own frame), and a click finds it where it is drawn, as in SwiftUI.
    struct MovedTarget: View {
        @State private var x = 0
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("taps \(taps)")
                Text("■■").offset(x: CGFloat(x), y: 0).onTapGesture { taps += 1 }
            }
            .onKeyPress("m") {
                x += 3
                return .handled
            }
        }
    }

    @Test func aViewMovedWithAModifierAfterItsOffsetIsDrawnAndClickedWhereItShows() {
        let host = ViewHost(MovedTarget(), width: 12, height: 2)
        host.renderFrame()
        host.send(.character("m"))
        host.renderFrame()
        #expect(host.buffer.lines == ["taps 0", "   ■■"])
        host.send(.mouse(MouseEvent(.click, x: 0, y: 1)))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "taps 0")
        host.send(.mouse(MouseEvent(.click, x: 3, y: 1)))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "taps 1")
    }
}
