import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `onHover` and `onContinuousHover`: the pointer's moves with no button held tell the views
/// under it, and a frame that moves a view from under a still pointer tells it too.
@Suite @MainActor struct HoverTests {
    @Trackable final class Log {
        var lines: [String] = []
        var wide = false
        var showsTea = true
    }

    /// Two words side by side, each telling the log when the pointer comes and goes.
    struct Words: View {
        let log: Log

        var body: some View {
            HStack(spacing: 2) {
                if log.showsTea {
                    Text(log.wide ? "tea   " : "tea").onHover { log.lines.append("tea \($0)") }
                }
                Text("jam").onHover { log.lines.append("jam \($0)") }
            }
        }
    }

    private func move(_ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(.move, x: x, y: y)) }

    @Test func theViewsThePointerComesOverAndLeavesAreTold() {
        let log = Log()
        let tester = ViewTester(Words(log: log), width: 20, height: 1)
        tester.hover(x: 1, y: 0)
        #expect(log.lines == ["tea true"])
        tester.hover(x: 6, y: 0)
        #expect(log.lines == ["tea true", "tea false", "jam true"])
        tester.hover(x: 15, y: 0)
        #expect(log.lines == ["tea true", "tea false", "jam true", "jam false"])
    }

    @Test func aMoveThatChangesNoHoverRunsNothingAndAsksForNoFrame() {
        let log = Log()
        let tester = ViewTester(Words(log: log), width: 20, height: 1)
        tester.hover(x: 0, y: 0)
        #expect(tester.host.send(move(2, 0)) == .ignored)
        #expect(!tester.host.needsFrame && log.lines == ["tea true"])
        #expect(tester.host.send(move(12, 0)) == .handled)
        #expect(tester.host.send(move(14, 0)) == .ignored, "over nothing, as before")
        #expect(log.lines == ["tea true", "tea false"])
    }

    @Test func aViewMovedOrRemovedFromUnderAStillPointerIsTold() {
        let log = Log()
        let tester = ViewTester(Words(log: log), width: 20, height: 1)
        tester.hover(x: 9, y: 0)  // beyond "jam"
        #expect(log.lines.isEmpty)
        log.wide = true  // "tea   " pushes "jam" under the pointer
        tester.host.renderFrame()
        #expect(log.lines == ["jam true"])
        tester.hover(x: 1, y: 0)
        log.lines = []
        log.showsTea = false  // "tea" goes, and "jam" comes under the pointer
        tester.host.renderFrame()
        #expect(log.lines == ["tea false", "jam true"])
    }

    /// A board of three columns that reports where the pointer is over it.
    struct Board: View {
        let log: Log
        let space: CoordinateSpace

        var body: some View {
            VStack(alignment: .leading) {
                Text("top")
                Text("abc\ndef")
                    .padding(.leading, 2)
                    .onContinuousHover(coordinateSpace: space) { phase in
                        switch phase {
                        case .active(let point): log.lines.append("\(Int(point.x)),\(Int(point.y))")
                        case .ended: log.lines.append("ended")
                        }
                    }
            }
        }
    }

    @Test func continuousHoverGivesThePlaceInTheViewAndEndsOnLeaving() {
        let log = Log()
        let tester = ViewTester(Board(log: log, space: .local), width: 10, height: 3)
        tester.hover(x: 3, y: 1)
        tester.hover(x: 4, y: 2)
        tester.hover(x: 4, y: 2)
        tester.hover(x: 0, y: 0)
        #expect(log.lines == ["3,0", "4,1", "ended"])
        let global = Log()
        let screen = ViewTester(Board(log: global, space: .global), width: 10, height: 3)
        screen.hover(x: 3, y: 1)
        #expect(global.lines == ["3,1"])
    }

    @Test func theLoopAsksForEveryMoveOnlyWhileAViewFollowsThePointer() {
        let log = Log()
        let keys = [move(1, 0), .mouse(MouseEvent(.click, x: 1, y: 0)), move(8, 0)]
        let backend = MemoryBackend(size: CellSize(width: 20, height: 1), keys: keys)
        _ = TerminalLoop.run(ViewProgram(Words(log: log)), on: backend)
        #expect(backend.reportsPointerMoves)
        #expect(log.lines == ["tea true", "tea false"])
        let plain = MemoryBackend(size: CellSize(width: 20, height: 1), keys: [move(1, 0)])
        _ = TerminalLoop.run(ViewProgram(Text("tea")), on: plain)
        #expect(!plain.reportsPointerMoves)
    }

    /// A word with a drag gesture and a hover action, under a sheet while the log is wide.
    struct Covered: View {
        @Bindable var log: Log

        var body: some View {
            Text("drag me")
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in log.lines.append("drag") })
                .onHover { log.lines.append("hover \($0)") }
                .sheet(isPresented: $log.wide) { Text("sheet") }
        }
    }

    @Test func movesGoToNoGestureAndAViewUnderASheetIsNotHovered() {
        let log = Log()
        let tester = ViewTester(Covered(log: log), width: 20, height: 3)
        tester.hover(x: 1, y: 0)
        tester.hover(x: 2, y: 0)
        #expect(log.lines == ["hover true"], "a move with no button held is no drag")
        log.wide = true
        tester.host.renderFrame()
        #expect(tester.screen.contains("sheet"))
        #expect(log.lines == ["hover true", "hover false"], "the sheet covers it")
    }
}
