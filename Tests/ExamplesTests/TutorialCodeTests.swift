import Foundation
import Testing

/// The ViewTree tutorial shows the code of Examples/Groceries step by step; its last step of
/// each file must be that package's file (a link to it), which `make test` builds and tests
/// as a package of its own (beside `Examples/todo-tui`, a link to this one, as the tutorial
/// has it), so that what a reader ends with compiles and passes.
struct TutorialCodeTests {
    /// Each file of the tutorial's last steps, and the file of this package it must equal.
    static let lastSteps = [
        ("groceries-package-03.swift", "Examples/Groceries/Package.swift"),
        ("groceries-app-02.swift", "Examples/Groceries/Sources/GroceryApp/GroceriesApp.swift"),
        ("groceries-model-02.swift", "Examples/Groceries/Sources/GroceryApp/GroceryList.swift"),
        ("groceries-view-02.swift", "Examples/Groceries/Sources/GroceryApp/GroceryListView.swift"),
        ("groceries-tests.swift", "Examples/Groceries/Tests/GroceryAppTests/GroceryAppTests.swift"),
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: lastSteps)
    func theTutorialsLastStepIsTheCodeBuiltHere(step: String, file: String) throws {
        // The catalog holds a link to the package's file, so the two cannot drift apart.
        let resources = Self.packageRoot.appending(path: "Sources/ViewTree/ViewTree.docc/Resources")
        let shown = resources.appending(path: step).resolvingSymlinksInPath()
        let built = Self.packageRoot.appending(path: file).resolvingSymlinksInPath()
        #expect(shown.path == built.path, "\(step) is not \(file)")
        #expect(FileManager.default.fileExists(atPath: shown.path))
    }

    @Test func everyStepFileTheTutorialNamesExists() throws {
        let tutorial = try String(
            contentsOf: Self.packageRoot.appending(
                path: "Sources/ViewTree/ViewTree.docc/Tutorials/BuildingAGroceryList.tutorial"),
            encoding: .utf8)
        let named = tutorial.matches(of: /file: "([^"]+)"/).map { String($0.1) }
        #expect(named.count >= 10)
        let resources = Self.packageRoot.appending(path: "Sources/ViewTree/ViewTree.docc/Resources")
        for file in Set(named) {
            #expect(FileManager.default.fileExists(atPath: resources.appending(path: file).path), "\(file) is missing")
        }
        for (step, _) in Self.lastSteps { #expect(named.contains(step), "\(step) is not shown") }
    }
}
