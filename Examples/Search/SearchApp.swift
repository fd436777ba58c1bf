import ExampleViews
import ViewTree

/// `swift run example-search`: a debounced search, a clock and a timer, on the main actor.
@main
struct SearchApp: App {
    var body: some Scene {
        WindowGroup {
            SearchClockView()
        }
    }
}
