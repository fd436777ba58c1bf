import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Presentations that carry data, as SwiftUI's: an alert or dialog `presenting:` a value (shown
/// only while there is one, its actions given it), an alert for a `LocalizedError`, a
/// destination for an optional item, and popovers.
@Suite @MainActor struct PresentingDataTests {
    @Trackable final class Inbox {
        var asking = false
        var pending: String?
        var done: [String] = []
        var failure: SyncFailure?
        var opened: Int?
        var showsTip = false
    }

    struct SyncFailure: LocalizedError, Identifiable {
        let id = 1
        var errorDescription: String? { "Sync failed" }
    }

    struct Archiver: View {
        @Bindable var inbox: Inbox
        var body: some View {
            Button("Archive") { inbox.asking = true }
                .alert("Archive it?", isPresented: $inbox.asking, presenting: inbox.pending) { name in
                    Button("Archive \(name)") { inbox.done.append(name) }
                } message: { name in
                    Text("\(name) leaves the inbox.")
                }
        }
    }

    @Test func anAlertPresentingDataShowsOnlyWithDataAndHandsItToItsActions() {
        let inbox = Inbox()
        let host = ViewHost(Archiver(inbox: inbox), width: 50, height: 12)
        inbox.asking = true
        host.renderFrame()
        #expect(!host.buffer.lines.joined().contains("Archive it?"), "no data, no alert")
        inbox.pending = "Invoice"
        host.renderFrame()
        let lines = host.buffer.lines.joined(separator: "\n")
        #expect(lines.contains("Archive it?") && lines.contains("Invoice leaves the inbox."))
        #expect(lines.contains("[ Archive Invoice ]"))
        host.send(.tab)
        host.send(.enter)
        #expect(inbox.done == ["Invoice"] && !inbox.asking, "the action ran with the data, then dismissed")
    }

    struct Confirmer: View {
        @Bindable var inbox: Inbox
        var body: some View {
            Text("inbox")
                .confirmationDialog("Delete?", isPresented: $inbox.asking, presenting: inbox.pending) { name in
                    Button("Delete \(name)", role: .destructive) { inbox.done.append("deleted " + name) }
                }
        }
    }

    @Test func aDialogPresentingDataHandsItToItsActionsAndEscapeCancels() {
        let inbox = Inbox()
        inbox.pending = "Receipt"
        inbox.asking = true
        let host = ViewHost(Confirmer(inbox: inbox), width: 50, height: 12)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("[ Delete Receipt ]") })
        host.send(.escape)
        host.renderFrame()
        #expect(!inbox.asking && inbox.done.isEmpty)
        #expect(!host.buffer.lines.contains { $0.contains("Delete Receipt") })
    }

    struct Syncer: View {
        @Bindable var inbox: Inbox
        var body: some View {
            Text("mail")
                .alert(isPresented: .constant(inbox.failure != nil), error: inbox.failure) {
                    Button("Retry") { inbox.failure = nil }
                }
        }
    }

    @Test func anErrorAlertIsTitledWithTheErrorsDescription() {
        let inbox = Inbox()
        let host = ViewHost(Syncer(inbox: inbox), width: 40, height: 10)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("Sync failed") })
        inbox.failure = SyncFailure()
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Sync failed") })
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(inbox.failure == nil && !host.buffer.lines.contains { $0.contains("Sync failed") })
    }

    struct Messages: View {
        @Bindable var inbox: Inbox
        var body: some View {
            NavigationStack {
                Button("Open 7") { inbox.opened = 7 }
                    .navigationDestination(item: $inbox.opened) { number in
                        Text("Message \(number)").navigationTitle("Message")
                    }
                    .navigationTitle("Inbox")
            }
        }
    }

    @Test func aDestinationForAnItemIsPushedWhileThereIsOneAndBackClearsIt() {
        let inbox = Inbox()
        let host = ViewHost(Messages(inbox: inbox), width: 40, height: 10)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Inbox") })
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Message 7") })
        host.send(.escape)
        host.renderFrame()
        #expect(inbox.opened == nil, "going back sets the item to nil")
        #expect(host.buffer.lines.contains { $0.contains("Open 7") })
        inbox.opened = 3
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Message 3") }, "setting the item pushes its page")
        inbox.opened = nil
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Open 7") }, "clearing it pops the page")
    }

    struct Tipped: View {
        @Bindable var inbox: Inbox
        var body: some View {
            VStack(alignment: .leading) {
                Button("Tip") { inbox.showsTip = true }
                    .popover(isPresented: $inbox.showsTip) {
                        TipView()
                    }
                Text("below")
                Text("further below")
            }
        }
    }

    struct TipView: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Got it") { dismiss() }
        }
    }

    @Test func aPopoverOpensFramedUnderItsViewAtItsOwnSizeAndCloses() {
        let inbox = Inbox()
        let host = ViewHost(Tipped(inbox: inbox), width: 40, height: 10)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let lines = host.buffer.lines
        let top = lines.firstIndex { $0.hasPrefix("┌") }
        #expect(top == 1, "framed, right under the button: \(lines)")
        #expect(lines[2].contains("Got it") && lines[2].count < 20, "at its own size: \(lines)")
        host.send(.escape)
        host.renderFrame()
        #expect(!inbox.showsTip && host.buffer.lines[1] == "below")
        inbox.showsTip = true
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(!inbox.showsTip, "dismiss() inside closes it: \(host.buffer.lines)")
    }
}
