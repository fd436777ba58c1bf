import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// `onGeometryChange(for:of:action:)`, as SwiftUI's: the transformed geometry when the view
/// appears and at each change, the view's own, in cells.
@Suite @MainActor struct OnGeometryChangeTests {
    @Trackable final class Width {
        var seen: [Int] = []
        var changes: [String] = []
        var wide = false
    }

    struct Panel: View {
        let width: Width
        var body: some View {
            VStack(alignment: .leading) {
                Text(width.wide ? "a much wider line" : "short")
                    .onGeometryChange(for: Int.self, of: { Int($0.size.width) }) { width.seen.append($0) }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { old, new in
                        width.changes.append("\(Int(old))->\(Int(new))")
                    }
                Text("below")
            }
        }
    }

    @Test func theActionHearsTheFirstValueAndEachChange() {
        let width = Width()
        let host = ViewHost(Panel(width: width), width: 30, height: 4)
        host.renderFrame()
        #expect(width.seen == [5] && width.changes == ["0->0"])
        host.renderFrame()
        #expect(width.seen == [5], "no change, no call")
        width.wide = true
        host.renderFrame()
        #expect(width.seen == [5, 17])
        #expect(width.changes == ["0->0"], "the text stayed on the first row")
    }
}
