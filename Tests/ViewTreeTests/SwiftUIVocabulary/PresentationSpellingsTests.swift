import Testing
import TrackingCore

@testable import ViewTree

/// The presentation spellings the inventory marks supported: the `onDismiss:` actions of
/// sheets and full-screen covers, an alert with a message, a confirmation dialog's
/// `titleVisibility:`, and the plain `Alert.Button.default(_:action:)`.
@Suite @MainActor struct PresentationSpellingsTests {
    @Trackable final class Log {
        var showsSheet = false
        var showsCover = false
        var asks = false
        var entries: [String] = []
    }

    struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Close") { dismiss() }
        }
    }

    struct Presenter: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Button("Sheet") { log.showsSheet = true }
                Button("Cover") { log.showsCover = true }
            }
            .sheet(isPresented: Bindable(log).showsSheet, onDismiss: { log.entries.append("sheet gone") }) {
                Closer()
            }
            .fullScreenCover(isPresented: Bindable(log).showsCover, onDismiss: { log.entries.append("cover gone") }) {
                Text("cover")
            }
        }
    }

    @Test func onDismissRunsWhenEscapeOrDismissClosesASheet() {
        let log = Log()
        let host = ViewHost(Presenter(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("[ Close ]") })
        #expect(log.entries.isEmpty, "not while it shows")
        host.send(.escape)
        host.renderFrame()
        #expect(log.entries == ["sheet gone"] && !log.showsSheet)
        host.send(.enter)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(log.entries == ["sheet gone", "sheet gone"], "dismiss() inside runs it too")
        #expect(!host.buffer.lines.contains { $0.contains("[ Close ]") })
    }

    struct DoneSheet: View {
        let log: Log
        var body: some View {
            Button("Open") { log.showsSheet = true }
                .sheet(isPresented: Bindable(log).showsSheet, onDismiss: { log.entries.append("sheet gone") }) {
                    Button("Done") { log.showsSheet = false }
                }
        }
    }

    @Test func onDismissRunsWhenTheAppSetsTheBindingFalse() {
        let log = Log()
        let host = ViewHost(DoneSheet(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("[ Done ]") }, "the sheet went")
        #expect(log.entries == ["sheet gone"], "SwiftUI runs it however the sheet goes")
    }

    struct Picture: Identifiable {
        let id: String
    }

    struct Gallery: View {
        let log: Log
        @State private var opened: Picture?
        var body: some View {
            Button("Open") { opened = Picture(id: "sunset") }
                .fullScreenCover(item: $opened, onDismiss: { log.entries.append("closed") }) { picture in
                    Text("showing \(picture.id)")
                }
        }
    }

    @Test func aFullScreenCoverForAnItemShowsItAndGoesOnEscape() {
        let log = Log()
        let host = ViewHost(Gallery(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("showing sunset") })
        host.send(.escape)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("showing sunset") })
        #expect(log.entries == ["closed"])
    }

    @Test func onDismissRunsWhenAFullScreenCoverCloses() {
        let log = Log()
        let host = ViewHost(Presenter(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("cover") })
        host.send(.escape)
        host.renderFrame()
        #expect(log.entries == ["cover gone"])
        #expect(!host.buffer.lines.contains { $0.contains("cover") })
    }

    struct Remover: View {
        let log: Log
        var body: some View {
            Button("Remove file") { log.asks = true }
                .alert("Remove the file?", isPresented: Bindable(log).asks) {
                    Button("Remove", role: .destructive) { log.entries.append("removed") }
                    Button("Keep", role: .cancel) {}
                } message: {
                    Text("It cannot come back.")
                }
        }
    }

    @Test func anAlertShowsItsMessageUnderTheTitleAndAButtonDismissesIt() throws {
        let log = Log()
        let host = ViewHost(Remover(log: log), width: 40, height: 12)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let lines = host.buffer.lines
        let title = try #require(lines.firstIndex { $0.contains("Remove the file?") })
        let message = try #require(lines.firstIndex { $0.contains("It cannot come back.") })
        let buttons = try #require(lines.firstIndex { $0.contains("[ Remove ]") })
        #expect(title < message && message < buttons, "title, message, then the buttons")
        #expect(lines[buttons].contains("[ Keep ]"), "the buttons in a row")
        let column = DisplayWidth.of(lines[title].prefix { $0 != "R" })
        #expect(host.buffer[column, title].style.bold)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(log.entries == ["removed"] && !log.asks, "the action ran, then the alert went")
        #expect(!host.buffer.lines.contains { $0.contains("It cannot come back.") })
    }

    struct Chooser: View {
        let log: Log
        let visibility: Visibility
        var body: some View {
            Text("under")
                .confirmationDialog("Pick a colour", isPresented: Bindable(log).asks, titleVisibility: visibility) {
                    Button("Red") { log.entries.append("red") }
                    Button("Blue") { log.entries.append("blue") }
                } message: {
                    Text("For the label.")
                }
        }
    }

    @Test func titleVisibilityHiddenLeavesOnlyTheMessageAndTheActions() throws {
        let log = Log()
        log.asks = true
        let hidden = Sample.lines(30, 10) { Chooser(log: log, visibility: .hidden) }
        #expect(!hidden.joined().contains("Pick a colour"), "\(hidden)")
        #expect(hidden.contains { $0.contains("For the label.") })
        let visible = Sample.lines(30, 10) { Chooser(log: log, visibility: .visible) }
        let title = try #require(visible.firstIndex { $0.contains("Pick a colour") })
        let red = try #require(visible.firstIndex { $0.contains("[ Red ]") })
        let blue = try #require(visible.firstIndex { $0.contains("[ Blue ]") })
        #expect(title < red && red < blue, "the actions in a column under the title")
        #expect(Sample.lines(30, 10) { Chooser(log: log, visibility: .automatic) } == visible, "automatic shows it")
    }

    struct Saver: View {
        let log: Log
        var body: some View {
            Button("Save") { log.asks = true }
                .alert(isPresented: Bindable(log).asks) {
                    Alert(
                        title: Text("Saved"),
                        dismissButton: .default(Text("Great")) { log.entries.append("great") })
                }
        }
    }

    @Test func aDefaultAlertButtonShowsItsLabelAndRunsItsAction() throws {
        let log = Log()
        let host = ViewHost(Saver(log: log), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let row = try #require(host.buffer.lines.firstIndex { $0.contains("[ Great ]") })
        #expect(!host.buffer.lines.contains { $0.contains("[ OK ]") }, "the given button replaces OK")
        let column = DisplayWidth.of(host.buffer.lines[row].prefix { $0 != "G" })
        #expect(host.buffer[column, row].style.foreground == .default, "a plain button is not red")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(log.entries == ["great"] && !log.asks)
        let silent = Alert.Button.default(Text("Fine"), action: nil)
        #expect(silent.action == nil && silent.role == nil)
    }
}
