import ExampleViews
import ViewTree

/// `swift run example-people`: a hundred thousand people in a sortable, searchable table.
@main
struct PeopleApp: App {
    let people = Person.directory(count: 100_000)

    var body: some Scene {
        WindowGroup {
            PeopleDirectory(people: people)
                // Its lengths are cells, as in its tests: not SwiftUI's points, which `App` starts with.
                .environment(\.pointsPerCell, CGSize(width: 1, height: 1))
        }
    }
}
