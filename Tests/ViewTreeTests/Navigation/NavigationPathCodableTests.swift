import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// `NavigationPath.CodableRepresentation`, as SwiftUI's: a path of `Codable` values is saved
/// (`path.codable`) and read back (`NavigationPath(_:)`) as values of the same types, so a
/// stack opens where it was left; a path holding a value that is not `Codable` has none.
@Suite @MainActor struct NavigationPathCodableTests {
    struct Recipe: Codable, Hashable {
        let name: String
        let servings: Int
    }

    struct Unsaved: Hashable {}

    @Test func aPathOfCodableValuesIsReadBackAsTheSameValues() throws {
        var path = NavigationPath()
        path.append(Recipe(name: "soup", servings: 2))
        path.append(7)
        path.append("notes")
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let read = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(NavigationPath(read) == path)
        #expect(read == codable)
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoRepresentation() {
        var path = NavigationPath([1, 2])
        #expect(path.codable != nil)
        path.append(Unsaved())
        #expect(path.codable == nil)
    }

    @Test func aTypeThisProgramDoesNotHaveFailsToReadBack() throws {
        let saved = Data(#"[{"type":"NoSuchTypeAnywhere","value":"1"}]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved)
        }
    }

    /// A stack whose path is saved after each change and restored on the next launch.
    @Trackable final class Store {
        var path = NavigationPath()
        var saved: Data?
    }

    struct Recipes: View {
        @Bindable var store: Store
        var body: some View {
            NavigationStack(path: $store.path) {
                Button("Soup") { store.path.append(Recipe(name: "soup", servings: 2)) }
                    .navigationDestination(for: Recipe.self) { recipe in Text("\(recipe.name) for \(recipe.servings)") }
            }
            .onChange(of: store.path) { _, path in store.saved = path.codable.flatMap { try? JSONEncoder().encode($0) }
            }
        }
    }

    @Test func aStackRestoredFromItsSavedPathShowsThePageItWasOn() throws {
        let first = Store()
        let host = ViewHost(Recipes(store: first), width: 30, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.settle()
        let saved = try #require(first.saved)
        let second = Store()
        second.path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
        let restored = ViewHost(Recipes(store: second), width: 30, height: 6)
        restored.renderFrame()
        #expect(restored.buffer.lines.contains { $0.contains("soup for 2") }, "\(restored.buffer.lines)")
    }
}
