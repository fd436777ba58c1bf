import ExampleViews
import ViewTree

/// `swift run example-counter`: the counter as a terminal app.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
