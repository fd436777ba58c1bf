import Testing
import ViewTreeTesting

@testable import ViewTree

/// `DispatchQueue` as a Combine scheduler, as model code written for Combine uses it: a search
/// debounced on the main queue and received there updates the view once the typing pauses.
@Suite @MainActor struct DispatchSchedulerTests {
    final class Search: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private(set) var searches = 0
        private var pipeline: AnyCancellable?
        private let names = ["apple", "apricot", "banana", "blueberry"]

        init() {
            pipeline =
                $query
                .dropFirst()
                .debounce(for: .milliseconds(30), scheduler: DispatchQueue.main)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] query in
                    guard let self else { return }
                    searches += 1
                    results = names.filter { $0.hasPrefix(query) }
                }
        }
    }

    struct Finder: View {
        @ObservedObject var search: Search
        var body: some View {
            Text(search.results.isEmpty ? "no results" : search.results.joined(separator: " "))
        }
    }

    @Test func aDebouncedSearchOnTheMainQueueRunsOnceTheTypingPauses() async {
        let search = Search()
        let host = ViewHost(Finder(search: search), width: 30, height: 1)
        host.renderFrame()
        for prefix in ["a", "ap", "apr"] { search.query = prefix }
        #expect(search.searches == 0, "nothing before the pause")
        await host.wait(for: .milliseconds(300))
        host.renderFrame()
        #expect(search.searches == 1, "one search for the three changes")
        #expect(host.buffer.lines == ["apricot"])
    }
}
