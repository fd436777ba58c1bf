#if os(Linux)
    // Only `import Combine` here, as a SwiftUI app's model file has it: what it brings must be
    // enough for a model, a view of it and a test of that view.
    import Combine
    import Testing

    /// `import Combine` on Linux brings Combine's API and the `ObservableObject` the views take.
    @Suite @MainActor struct CombineImportTests {
        final class Stopwatch: ObservableObject {
            @Published var seconds = 0
            private var ticks: AnyCancellable?

            /// Counts the values `publisher` sends, as a model subscribing to a timer would.
            func count(_ publisher: PassthroughSubject<Void, Never>) {
                ticks = publisher.sink { [weak self] in self?.seconds += 1 }
            }
        }

        struct Face: View {
            @ObservedObject var watch: Stopwatch
            var body: some View { Text("\(watch.seconds) s") }
        }

        @Test func aModelWrittenWithCombineAloneDrivesAView() {
            let watch = Stopwatch()
            let ticks = PassthroughSubject<Void, Never>()
            watch.count(ticks)
            let host = ViewHost(Face(watch: watch), width: 10, height: 1)
            host.renderFrame()
            #expect(host.buffer.lines == ["0 s"])
            ticks.send()
            ticks.send()
            host.renderFrame()
            #expect(host.buffer.lines == ["2 s"])
        }
    }
#endif
