import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// A view that shows nothing (its body an `if` that is false, or `EmptyView`) is no subview
/// of a stack, as in SwiftUI: no spacing goes around it, and it gets spacing once it shows.
@Suite @MainActor struct EmptySubviewSpacingTests {
    @Trackable final class Shown {
        var badge = false
    }

    struct Badge: View {
        let shown: Shown
        var body: some View {
            if shown.badge { Text("new") }
        }
    }

    struct Nothing: View {
        var body: some View { EmptyView() }
    }

    @Test func viewsThatShowNothingTakeNoSpacingInARow() {
        let host = ViewHost(
            HStack(spacing: 2) {
                Nothing(); Text("a"); Badge(shown: Shown()); Text("b"); Nothing()
            }, width: 12,
            height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["a  b"])
    }

    @Test func viewsThatShowNothingTakeNoSpacingInAColumn() {
        let host = ViewHost(
            VStack(alignment: .leading, spacing: 1) {
                Text("a"); Nothing(); Text("b")
            }, width: 4, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["a", "", "b", ""])
    }

    @Test func aViewThatStartsShowingGetsItsSpacingAndLosesItAgain() {
        let shown = Shown()
        let host = ViewHost(
            HStack(spacing: 2) {
                Text("a"); Badge(shown: shown); Text("b")
            }, width: 12, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["a  b"])
        shown.badge = true
        host.renderFrame()
        #expect(host.buffer.lines == ["a  new  b"])
        shown.badge = false
        host.renderFrame()
        #expect(host.buffer.lines == ["a  b"])
    }
}
