import ExampleViews
import ViewTree

/// `swift run example-settings`: a form of toggles as a terminal app.
@main
struct SettingsApp: App {
    let settings = Settings()

    var body: some Scene {
        WindowGroup {
            SettingsForm(settings: settings)
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
