import Foundation
import Testing

@testable import ViewTree

/// `Link` and `OpenURLAction`: links opened by keys and clicks through the environment's
/// action, and the system's action running its opener with the URL.
@Suite @MainActor struct LinkTests {
    final class Opened {
        var urls: [URL] = []
    }

    /// A trailhead sign: a link with a title, and one with a label view and a tint of its
    /// own, under an `openURL` that records what it is asked to open.
    struct TrailheadSign: View {
        static let map = URL(string: "https://trails.example.org/maps/north-loop.pdf")!
        static let forecast = URL(string: "https://trails.example.org/forecast")!
        let opened: Opened
        var body: some View {
            VStack(alignment: .leading) {
                Link("Download the North Loop map", destination: Self.map)
                Link(destination: Self.forecast) {
                    Text("Forecast")
                }
                .tint(.green)
            }
            .environment(
                \.openURL,
                OpenURLAction { url in
                    opened.urls.append(url)
                    return .handled
                })
        }
    }

    @Test func returnOrAClickOpensTheDestinationThroughTheEnvironment() {
        let opened = Opened()
        let host = ViewHost(TrailheadSign(opened: opened), width: 40, height: 3)
        host.renderFrame()
        #expect(host.buffer.lines.prefix(2) == ["Download the North Loop map", "Forecast"])
        #expect(host.buffer[0, 0].style.underline && host.buffer[0, 0].style.foreground == .blue)
        #expect(host.buffer[0, 1].style.foreground == .green, "the tint")
        host.send(.tab)
        host.send(.enter)
        host.send(.mouse(MouseEvent(.click, x: 2, y: 1)))
        #expect(
            opened.urls.map(\.absoluteString) == [
                "https://trails.example.org/maps/north-loop.pdf", "https://trails.example.org/forecast",
            ])
    }

    @Test func theSystemActionStartsTheOpenerWithTheURL() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("opened-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let action = OpenURLAction(
            handler: { _ in .systemAction }, opener: ["/bin/sh", "-c", "printf %s \"$1\" > \"$0\"", file])
        var started: Bool?
        action(URL(string: "https://example.com/a?b=c")!) { started = $0 }
        #expect(started == true)
        // The shell makes the file before it writes to it: wait for the text, not the file.
        for _ in 0..<100 where (try? String(contentsOfFile: file, encoding: .utf8))?.isEmpty ?? true {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "https://example.com/a?b=c")
        let missing = OpenURLAction(handler: { _ in .systemAction }, opener: ["/nonexistent/opener"])
        missing(URL(string: "https://example.com")!) { started = $0 }
        #expect(started == false, "an opener that cannot start says so")
        let discarding = OpenURLAction { _ in .discarded }
        discarding(URL(string: "https://example.com")!) { started = $0 }
        #expect(started == false)
    }
}
