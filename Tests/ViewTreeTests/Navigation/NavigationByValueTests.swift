import Testing
import TrackingCore

@testable import ViewTree

/// Navigation by value, as SwiftUI's `NavigationStack(path:)`, `NavigationLink(value:)`,
/// `.navigationDestination(for:)` and `.navigationDestination(isPresented:)`: a list of
/// trails whose links push values, a path the app sets, a `NavigationPath` of two types.
@Suite @MainActor struct NavigationByValueTests {
    struct Trail: Hashable, Identifiable {
        let name: String
        var id: String { name }

        static let all = [Trail(name: "Larch"), Trail(name: "Heron"), Trail(name: "Quarry")]

        /// The first other trail: where a trail's page links on to.
        var another: Trail { Trail.all.first { $0 != self }! }
    }

    /// Trails, each a link that pushes its value on a path the app keeps.
    struct TrailIndex: View {
        @Binding var visited: [Trail]
        var body: some View {
            NavigationStack(path: $visited) {
                VStack(alignment: .leading) {
                    ForEach(Trail.all) { NavigationLink($0.name, value: $0) }
                }
                .navigationTitle("Trails")
                .navigationDestination(for: Trail.self) { TrailPage(trail: $0) }
            }
        }
    }

    struct TrailPage: View {
        let trail: Trail
        var body: some View {
            VStack(alignment: .leading) {
                Text("Notes on \(trail.name)")
                NavigationLink("Another trail", value: trail.another)
            }
            .navigationTitle(trail.name)
        }
    }

    /// The path in tracked storage the test reads, as an app's `@State` would hold it.
    @Trackable final class PathHolder {
        var trails: [Trail] = []
    }

    @Test func aValueLinkAppendsToThePathAndItsDestinationShows() {
        let path = PathHolder()
        let host = ViewHost(TrailIndex(visited: Bindable(path).trails), width: 30, height: 6)
        host.renderFrame()
        // The stack fills the screen, as SwiftUI's: the rule under the title runs across it.
        #expect(host.buffer.lines.prefix(2) == ["Trails", String(repeating: "─", count: 30)])
        #expect(host.buffer.lines.pageRows().prefix(3) == ["[ Larch › ]", "[ Heron › ]", "[ Quarry › ]"])
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        #expect(path.trails == [Trail(name: "Heron")])
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Heron", "the destination's title, in the same frame")
        #expect(host.buffer.lines.pageRows().contains("Notes on Heron"))
        host.send(.tab)
        host.send(.enter)
        #expect(path.trails == [Trail(name: "Heron"), Trail(name: "Larch")])
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Larch")
        host.send(.escape)
        #expect(path.trails == [Trail(name: "Heron")], "Escape removes the last value")
        host.send(.escape)
        host.renderFrame()
        #expect(path.trails.isEmpty)
        #expect(host.buffer.lines[0] == "Trails")
        #expect(host.focusedIdentity == "Button#Heron", "the Heron link has the focus again")
    }

    @Test func settingThePathMovesTheStackAndAPushRunsNoRootRow() {
        struct Holder: View {
            @State var trails: [Trail] = []
            var body: some View {
                // The button is narrower than a trail's page: the centred stack leaves the
                // page at the left edge.
                VStack {
                    Button("Open shared") { trails = [Trail.all[2], Trail.all[0]] }
                    TrailIndex(visited: $trails)
                }
            }
        }
        let host = ViewHost(Holder(), width: 30, height: 7)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        let frame = host.renderFrame()
        #expect(host.buffer.lines[1] == "‹ Esc  Larch")
        #expect(host.buffer.lines.pageRows().contains("Notes on Larch"))
        let rootLinks = Set(Trail.all.map { "NavigationLink#\($0.name)" })
        #expect(frame.evaluatedNodes.contains { $0.hasPrefix("NavigationLink#0:") }, "the shown trail's link ran")
        #expect(rootLinks.isDisjoint(with: frame.evaluatedNodes), "the root's links did not run")
        #expect(frame.evaluatedNodes.filter { $0.hasPrefix("TrailPage") }.count == 2, "one page per value")
        host.send(.tab)  // into the shown trail: Escape reaches the stack from there
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "‹ Esc  Quarry", "the value under it, with its own title")
    }

    struct MixedPath: View {
        @State var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack(alignment: .leading) {
                    NavigationLink("Number", value: 7)
                    NavigationLink("Word", value: "seven")
                    NavigationLink("Unknown", value: 2.5)
                    Text("depth \(path.count)")
                }
                .navigationDestination(for: Int.self) { Text("number \($0)") }
                .navigationDestination(for: String.self) { Text("word \($0)") }
            }
        }
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() {
        let host = ViewHost(MixedPath(), width: 40, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("number 7"))
        host.send(.escape)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("word seven"))
        host.send(.escape)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("No navigationDestination for Double"))
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("depth 0"))
    }

    struct Presenting: View {
        @State var showsHelp = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Button("Help") { showsHelp = true }
                    Text(showsHelp ? "presented" : "not presented")
                }
                .navigationDestination(isPresented: $showsHelp) {
                    VStack(alignment: .leading) {
                        Text("Some help")
                        Button("Done") { showsHelp = false }
                    }
                    .navigationTitle("Help")
                }
            }
        }
    }

    @Test func aPresentedDestinationFollowsItsBindingBothWays() {
        let host = ViewHost(Presenting(), width: 30, height: 5)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Help")
        #expect(host.buffer.lines.pageRows().contains("Some help"))
        host.send(.escape)
        host.renderFrame()
        #expect(
            host.buffer.lines[0] == "" && host.buffer.lines.pageRows().contains("not presented"), "Escape set it false")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("Some help"), "presented again")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("[ Help ]"), "setting it false went back")
        #expect(host.buffer.lines.pageRows().contains("not presented"))
    }
}
