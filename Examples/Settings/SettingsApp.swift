import ExampleViews
import ViewTree

/// `swift run example-settings`: a form of toggles as a terminal app.
@main
struct SettingsApp: App {
    let settings = Settings()

    var body: some Scene {
        WindowGroup {
            SettingsForm(settings: settings)
        }
    }
}
