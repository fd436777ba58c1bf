import Testing
import TrackingCore

@testable import ViewTree

/// Navigation by value, as SwiftUI's `NavigationStack(path:)`, `NavigationLink(value:)`,
/// `.navigationDestination(for:)` and `.navigationDestination(isPresented:)`: Apple's parks
/// sample, a path the app sets, a `NavigationPath` of two types.
@Suite @MainActor struct NavigationByValueTests {
    struct Park: Hashable, Identifiable {
        let name: String
        var id: String { name }
    }

    static let parks = [Park(name: "Yosemite"), Park(name: "Sequoia"), Park(name: "Zion")]

    /// Apple's `NavigationStack` sample with a path the app keeps.
    struct ParksView: View {
        @Binding var presentedParks: [Park]
        var body: some View {
            NavigationStack(path: $presentedParks) {
                VStack(alignment: .leading) {
                    ForEach(NavigationByValueTests.parks) { park in
                        NavigationLink(park.name, value: park)
                    }
                }
                .navigationDestination(for: Park.self) { park in
                    ParkDetails(park: park)
                }
                .navigationTitle("Parks")
            }
        }
    }

    struct ParkDetails: View {
        let park: Park
        var body: some View {
            VStack(alignment: .leading) {
                Text("About \(park.name)")
                NavigationLink("Next park", value: NavigationByValueTests.parks.first { $0 != park })
            }
            .navigationTitle(park.name)
        }
    }

    /// The path in tracked storage the test reads, as an app's `@State` would hold it.
    @Trackable final class PathHolder {
        var parks: [Park] = []
    }

    @Test func aValueLinkAppendsToThePathAndItsDestinationShows() {
        let path = PathHolder()
        let host = ViewHost(ParksView(presentedParks: Bindable(path).parks), width: 30, height: 6)
        host.renderFrame()
        #expect(
            host.buffer.lines.prefix(5) == ["Parks", "──────────────", "[ Yosemite › ]", "[ Sequoia › ]", "[ Zion › ]"])
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        #expect(path.parks == [Park(name: "Sequoia")])
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Sequoia", "the destination's title, in the same frame")
        #expect(host.buffer.lines[2] == "About Sequoia")
        host.send(.tab)
        host.send(.enter)
        #expect(path.parks == [Park(name: "Sequoia"), Park(name: "Yosemite")])
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  Yosemite")
        host.send(.escape)
        #expect(path.parks == [Park(name: "Sequoia")], "Escape removes the last value")
        host.send(.escape)
        host.renderFrame()
        #expect(path.parks.isEmpty)
        #expect(host.buffer.lines[0] == "Parks")
        #expect(host.focusedIdentity == "Button#Sequoia", "the Sequoia link has the focus again")
    }

    @Test func settingThePathMovesTheStackAndAPushRunsNoRootRow() {
        struct Holder: View {
            @State var parks: [Park] = []
            var body: some View {
                VStack {
                    Button("Deep link") { parks = [NavigationByValueTests.parks[2], NavigationByValueTests.parks[0]] }
                    ParksView(presentedParks: $parks)
                }
            }
        }
        let host = ViewHost(Holder(), width: 30, height: 7)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        let frame = host.renderFrame()
        #expect(host.buffer.lines[1] == "‹ Esc  Yosemite")
        #expect(host.buffer.lines[3] == "About Yosemite")
        let rootLinks = Set(NavigationByValueTests.parks.map { "NavigationLink#\($0.name)" })
        #expect(frame.evaluatedNodes.contains { $0.hasPrefix("NavigationLink#0:") }, "the shown park's link ran")
        #expect(rootLinks.isDisjoint(with: frame.evaluatedNodes), "the root's links did not run")
        #expect(frame.evaluatedNodes.filter { $0.hasPrefix("ParkDetails") }.count == 2, "one detail view per value")
        host.send(.tab)  // into the shown park: Escape reaches the stack from there
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "‹ Esc  Zion", "the value under it, with its own title")
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
        #expect(host.buffer.lines[2] == "number 7")
        host.send(.escape)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "word seven")
        host.send(.escape)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "No navigationDestination for Double")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[5] == "depth 0")
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
        #expect(host.buffer.lines[2] == "Some help")
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "" && host.buffer.lines[3] == "not presented", "Escape set it false")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "Some help", "presented again")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[2] == "[ Help ]", "setting it false went back")
        #expect(host.buffer.lines[3] == "not presented")
    }
}
