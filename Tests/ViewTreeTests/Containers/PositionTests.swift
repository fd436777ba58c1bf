import Testing

@testable import ViewTree

/// `.position(_:)` and `.position(x:y:)`, as SwiftUI's: the view's centre at the point, in
/// the space offered, which the result takes all of.
@Suite @MainActor struct PositionTests {
    @Test func theCentreGoesToThePoint() {
        #expect(Sample.lines(12, 4) { Text("abc").position(x: 5, y: 2) } == ["", "   abc", "", ""])
        #expect(Sample.lines(12, 3) { Text("ab").position(CGPoint(x: 1, y: 1)) } == ["ab", "", ""])
        #expect(
            Sample.lines(11, 3) { GeometryReader { Text("abc").position(x: $0.size.width / 2, y: $0.size.height / 2) } }
                == Sample.lines(11, 3) { Text("abc").frame(maxWidth: .infinity, maxHeight: .infinity) },
            "centred on half the size, as a view is centred")
    }

    @Test func theResultTakesTheSpaceOffered() {
        let lines = Sample.lines(12, 5) {
            VStack(spacing: 0) {
                Text("top")
                Text("x").position(x: 1, y: 1)
                Text("end")
            }
        }
        #expect(lines == ["    top", "x", "", "", "    end"], "the positioned view takes the rest of the column")
    }
}
