import ExampleViews
import ViewTree

/// `swift run example-donuts`: navigation, a sheet and a form-like screen.
@main
struct DonutsApp: App {
    let menu = DonutMenu()

    var body: some Scene {
        WindowGroup {
            DonutShop(menu: menu)
        }
    }
}
