import ExampleViews
import ViewTree

/// `swift run example-search`: a debounced search, a clock and a timer, on the main actor.
@main
struct SearchApp: App {
    var body: some Scene {
        WindowGroup {
            SearchClockView()
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
