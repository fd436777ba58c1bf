import ExampleViews
import ViewTree

/// `swift run example-counter`: the counter as a terminal app.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
        }
    }
}
