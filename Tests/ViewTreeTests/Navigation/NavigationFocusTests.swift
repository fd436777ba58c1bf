import Testing

@testable import ViewTree

/// Where the focus and Escape go around a pushed view: back to the row that pushed it (even
/// a lazy list's, whose rows go while the list is hidden), and Escape goes back wherever the
/// focus is (on a tab bar above the stack). Found writing the notes example.
@Suite @MainActor struct NavigationFocusTests {
    struct Fruits: View {
        @State private var path: [String] = []

        var body: some View {
            TabView {
                Tab("Fruit", systemImage: "leaf") {
                    NavigationStack(path: $path) {
                        List(["apple", "pear", "plum"], id: \.self) { fruit in
                            NavigationLink(fruit, value: fruit)
                        }
                        .navigationTitle("Fruit")
                        .navigationDestination(for: String.self) { fruit in
                            VStack {
                                Text("About \(fruit)")
                                Button("Eat") {}
                            }
                            .navigationTitle(fruit)
                        }
                    }
                }
                Tab("More", systemImage: "ellipsis") { Text("more") }
            }
        }
    }

    private func host() -> ViewHost {
        let host = ViewHost(Fruits(), width: 30, height: 8)
        host.renderFrame()
        return host
    }

    /// Each key, then its frame.
    private func press(_ keys: [Key], in host: ViewHost) {
        for key in keys {
            host.send(key)
            host.renderFrame()
        }
    }

    @Test func theLazyListsRowThatPushedGetsTheFocusBack() {
        let host = host()
        press([.tab, .tab, .tab, .enter], in: host)
        #expect(host.buffer.lines[2].hasPrefix("‹ Esc  pear"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[2].hasPrefix("Fruit"))
        #expect(host.focusedIdentity == "Button#pear", "the pear row was made again while hidden")
        host.send(.down)
        #expect(host.focusedIdentity == "Button#plum")
    }

    @Test func afterFocusingInsideThePushedViewTheRowGetsTheFocusBack() {
        let host = host()
        press([.tab, .tab, .tab, .enter, .tab, .tab], in: host)
        #expect(host.focusedIdentity == "Button#0:pear", "the Eat button on pear's page")
        host.send(.escape)
        host.renderFrame()
        #expect(host.focusedIdentity == "Button#pear")
    }

    @Test func escapeGoesBackWhileTheTabBarHasTheFocus() {
        let host = host()
        press([.tab, .tab, .enter, .tab], in: host)
        #expect(host.focusedIdentity == "TabBar" && host.buffer.lines[2].hasPrefix("‹ Esc  apple"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[2].hasPrefix("Fruit"), "Escape went back from the tab bar")
        // A stack on a hidden tab keeps its pushed view but not the keys.
        press([.tab, .tab, .enter, .tab, .right], in: host)
        #expect(host.buffer.lines.pageRows().contains("more"))
        #expect(host.send(.escape) == .ignored, "nothing on the page shown to go back from")
    }
}
