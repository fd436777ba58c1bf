import Testing
import ViewTreeTesting

@testable import ViewTree

/// A scroll view's public `content`, `axes` and `showsIndicators`, as SwiftUI's: code given
/// a scroll view can read what it scrolls, or change it and show it again.
@Suite @MainActor struct ScrollViewPropertiesTests {
    /// Shows a scroll view's content whole, without the window, as apps unwrap one.
    struct Unwrapped<Content: View>: View {
        let scroll: ScrollView<Content>
        var body: some View { scroll.content }
    }

    static let letters = ScrollView(showsIndicators: false) {
        VStack(alignment: .leading) { ForEach(["a", "b", "c"], id: \.self) { Text($0) } }
    }

    @Test func theContentShowsWithoutTheWindowAndThePropertiesAreAsGiven() {
        #expect(ViewTester(Unwrapped(scroll: Self.letters), width: 4, height: 3).lines == ["a", "b", "c"])
        #expect(Self.letters.axes == .vertical && !Self.letters.showsIndicators)
        #expect(ScrollView([]) { Text("x") }.axes == .vertical, "no axes is taken as vertical")
    }

    @Test func aScrollViewWithNewContentOrAxesScrollsThat() {
        var scroll = Self.letters
        scroll.content = VStack(alignment: .leading) { ForEach(["x", "y", "z"], id: \.self) { Text($0) } }
        let tester = ViewTester(scroll.frame(height: 2), width: 4, height: 2)
        #expect(tester.lines == ["x", "y"])
        tester.press(.tab, .down)
        #expect(tester.lines == ["y", "z"])
        scroll.axes = []
        #expect(scroll.axes == .vertical)
        scroll.axes = .horizontal
        #expect(scroll.axes == .horizontal)
    }
}
