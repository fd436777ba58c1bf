import Testing
import TrackingCore

@testable import ViewTree

/// The scene and navigation spellings the inventory marks supported: objects put in a
/// scene's environment, a titled `WindowGroup`, a `NavigationPath` built and edited by hand,
/// the older `navigationBarTitle` and `navigationBarItems`, and `ToolbarItemGroup`.
@Suite @MainActor struct NavigationSpellingsTests {
    final class Tally: ObservableObject {
        @Published var count = 0
    }

    struct TallyView: View {
        @EnvironmentObject var tally: Tally
        var body: some View {
            Button("Count \(tally.count)") { tally.count += 1 }
        }
    }

    struct TallyApp: App {
        let tally = Tally()
        var body: some Scene {
            WindowGroup { TallyView() }.environmentObject(tally)
        }
    }

    @Test func anObjectGivenToTheSceneReachesItsViewsAndTheirChangesShow() {
        let app = TallyApp()
        let host = ViewHost(app.body._root, width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["[ Count 0 ]"])
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(app.tally.count == 1, "the view changed the scene's object")
        #expect(host.buffer.lines == ["[ Count 1 ]"])
    }

    @Observable final class Profile {
        var name = "ann"
    }

    struct ProfileView: View {
        @Environment(Profile.self) var profile
        var body: some View {
            Button("Name \(profile.name)") { profile.name = "bob" }
        }
    }

    struct ProfileApp: App {
        let profile = Profile()
        var body: some Scene {
            WindowGroup("Profiles") { ProfileView() }.environment(profile)
        }
    }

    @Test func anObservableGivenToATitledSceneIsReadByTypeAndTheTitleIsNotDrawn() {
        let app = ProfileApp()
        let host = ViewHost(app.body._root, width: 20, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines.first == "[ Name ann ]")
        #expect(!host.buffer.lines.joined().contains("Profiles"), "a terminal has no window title")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(app.profile.name == "bob")
        #expect(host.buffer.lines.first == "[ Name bob ]")
    }

    @Test func aNavigationPathCountsWhatIsAppendedAndRemoved() {
        var path = NavigationPath(["inbox", "draft"])
        #expect(path.count == 2 && !path.isEmpty)
        path.append(42)
        #expect(path.count == 3)
        #expect(path != NavigationPath(["inbox", "draft"]))
        path.removeLast(2)
        #expect(path == NavigationPath(["inbox"]), "the two on top went, the first stays")
        path.removeLast()
        #expect(path.isEmpty && path == NavigationPath())
        #expect(NavigationPath([1]) != NavigationPath(["1"]), "values of different types differ")
    }

    struct Trail: View {
        @State var path = NavigationPath([1, 2])
        var body: some View {
            NavigationStack(path: $path) {
                VStack(alignment: .leading) {
                    Text(path.isEmpty ? "root, path empty" : "root")
                    Button("Open 7") { path.append(7) }
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(alignment: .leading) {
                        Text("number \(number), depth \(path.count)")
                        Button("Home") { path.removeLast(path.count) }
                    }
                    .navigationTitle("No. \(number)")
                }
            }
        }
    }

    @Test func aStackShowsThePathItStartsWithAndFollowsItsEdits() {
        let host = ViewHost(Trail(), width: 30, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  No. 2", "the last value of the path is on top")
        #expect(host.buffer.lines.pageRows().contains("number 2, depth 2"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.pageRows().contains("root, path empty"), "removeLast(count) went back to the root")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "‹ Esc  No. 7")
        #expect(host.buffer.lines.pageRows().contains("number 7, depth 1"), "append pushed one value")
    }

    @Trackable final class Taps {
        var added = 0
    }

    struct Inbox: View {
        let taps: Taps
        let mode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack {
                Text("mail")
                    .navigationBarTitle("Inbox", displayMode: mode)
                    .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") { taps.added += 1 })
            }
        }
    }

    @Test func theOlderTitleAndItemsShareTheTitleLineLeadingThenTrailing() {
        let taps = Taps()
        let host = ViewHost(Inbox(taps: taps, mode: .large), width: 30, height: 3)
        host.renderFrame()
        let bar = host.buffer.lines[0]
        #expect(bar.hasPrefix("Inbox") && bar.hasSuffix("[ Edit ] [ Add ]"), "\(bar)")
        #expect(host.buffer[0, 0].style.bold, "the title is bold")
        #expect(host.buffer.lines.pageRows().contains("mail"))
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        #expect(taps.added == 1, "the trailing item is a working button")
        let inline = Sample.lines(30, 3) { Inbox(taps: taps, mode: .inline) }
        #expect(inline == host.buffer.lines, "every display mode draws one line")
        let titledByText = Sample.lines(30, 3) {
            NavigationStack { Text("mail").navigationBarTitle(Text("Inbox"), displayMode: .inline) }
        }
        #expect(titledByText[0] == "Inbox" && titledByText.pageRows() == ["mail"], "\(titledByText)")
    }

    @Test func leadingItemsAloneGoToTheEndOfTheTitleLine() {
        let lines = Sample.lines(30, 3) {
            NavigationStack {
                Text("mail").navigationBarTitle("Inbox").navigationBarItems(leading: Button("Edit") {})
            }
        }
        #expect(lines[0].hasPrefix("Inbox") && lines[0].hasSuffix("[ Edit ]"), "\(lines)")
        #expect(lines[0].count == 30, "pushed to the end of the line")
    }

    @Test func aToolbarItemGroupPutsItsItemsInARow() {
        let taps = Taps()
        let stacked = ViewHost(
            NavigationStack {
                Text("body")
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("New") { taps.added += 1 }
                            Button("Share") {}
                        }
                    }
            }, width: 30, height: 3)
        stacked.renderFrame()
        #expect(stacked.buffer.lines[0].hasPrefix("Notes") && stacked.buffer.lines[0].hasSuffix("[ New ] [ Share ]"))
        stacked.send(.tab)
        stacked.send(.enter)
        #expect(taps.added == 1, "Tab reaches the group's first item")
        let alone = Sample.lines(30, 2) {
            Text("body").toolbar {
                ToolbarItemGroup {
                    Button("New") {}
                    Button("Share") {}
                }
            }
        }
        #expect(alone == ["[ New ] [ Share ]", "body"], "outside a stack, on a row above the view")
    }
}
