import ExampleViews
import ViewTree

/// `swift run example-dashboard`: a grid of service tiles; Left and Right select one, Space
/// changes its state.
@main
struct DashboardApp: App {
    @State private var fleet = Fleet([
        Service("api", latency: 12), Service("web", latency: 31), Service("db", health: .slow, latency: 240),
        Service("cache", latency: 2), Service("queue", latency: 8), Service("search", health: .down, latency: 0),
    ])

    var body: some Scene {
        WindowGroup {
            DashboardView(fleet: fleet)
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
