import ExampleViews
import ViewTree

/// `swift run example-donuts`: navigation, a sheet and a form-like screen.
@main
struct DonutsApp: App {
    let menu = DonutMenu()

    var body: some Scene {
        WindowGroup {
            DonutShop(menu: menu)
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
