import Foundation
import ViewTree

/// A search over book titles that waits for the typing to pause, a clock, and a counter a
/// timer advances: SwiftUI code as a Swift 6 app writes it, in a module whose default
/// isolation is the main actor (as new Xcode projects are), so the model is the main actor's.
///
/// - The search restarts with each change of the text (`.task(id:)`), and its task sleeps
///   300 ms first, so only a pause in typing searches: a debounce.
/// - The clock is a `TimelineView` that runs its content every second.
/// - A `Timer` on the main run loop counts half seconds while the view is shown.
public struct SearchClockView: View {
    @State private var index = BookIndex()
    @State private var query = ""
    @State private var ticks = 0
    @State private var timer: Timer?

    /// A search over a few classics.
    public init() {}

    /// The clock, the timer's count, the field and what it found.
    public var body: some View {
        VStack(alignment: .leading) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text("Time " + Self.clock.string(from: context.date))
            }
            Text("Timer ticks: \(ticks)")
            HStack(spacing: 1) {
                Text("Search:")
                TextField("title", text: $query)
            }
            Text(index.summary)
            ForEach(index.results, id: \.self) { title in
                Text("  " + title)
            }
        }
        .task(id: query) {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            await index.search(query)
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                // The main run loop fires it on the main thread.
                MainActor.assumeIsolated { ticks += 1 }
            }
        }
        .onDisappear { timer?.invalidate() }
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}

/// The titles and the last search's results: a main-actor model, by the module's default.
@Observable
final class BookIndex {
    private let titles = [
        "Dune", "Emma", "Middlemarch", "Moby-Dick", "Dracula", "Frankenstein", "Ulysses", "Beloved",
    ]
    private(set) var results: [String] = []
    private(set) var searches = 0
    private var query = ""

    var summary: String {
        query.isEmpty ? "Type to search" : "\(results.count) matches (\(searches) searches)"
    }

    /// Finds the titles containing `query`, as a slower source would, after a moment.
    func search(_ query: String) async {
        try? await Task.sleep(for: .milliseconds(20))
        let needle = query.lowercased()
        results = needle.isEmpty ? [] : titles.filter { $0.lowercased().contains(needle) }
        self.query = query
        searches += 1
    }
}
