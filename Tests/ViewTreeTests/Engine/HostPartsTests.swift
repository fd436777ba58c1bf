import Testing
import TrackingCore

@testable import ViewTree

/// The host's named parts on their own: the presentation stack's layers and presenters, the
/// shortcuts a button changes or takes away, the focus remembered while a sheet covers it.
@Suite @MainActor struct HostPartsTests {
    @Test func aSheetKeepsItsLayerAndOnePresentedFromInsideItPaintsAfterIt() {
        var stack = PresentationStack()
        let outer = stack.reserveLayer(for: 1)
        // The outer sheet's content is placed after its place is taken: a sheet presented
        // from inside it comes after it.
        let inner = stack.reserveLayer(for: 2)
        let box = CellRect(x: 0, y: 0, width: 2, height: 1)
        stack.setSteps([.fill(box, .plain)], in: box, ofLayer: inner)
        stack.setSteps([], in: CellRect(x: 0, y: 0, width: 0, height: 0), ofLayer: outer)
        #expect(stack.layers.map(\.presenter) == [1, 2])
        #expect(stack.layers.map(\.steps.count) == [0, 1])
        #expect(stack.layers.map(\.box.width) == [0, 2], "where each is drawn, for the pointer")
        #expect(stack.reserveLayer(for: 1) == 0, "drawn again, a sheet keeps its place")
        #expect(stack.isPresenting, "layers drawn: the next frame draws everything")
        stack.removeLayers()
        #expect(!stack.isPresenting)
        stack.setPresenting(true, id: 7)
        #expect(stack.isPresenting && stack.presenters == [7])
        stack.setPresenting(false, id: 7)
        #expect(!stack.isPresenting)
    }

    @Trackable final class Choice {
        var key: Character? = "a"
        var presses = 0
    }

    struct ShortcutButton: View {
        let choice: Choice
        var body: some View {
            Button("Go") { choice.presses += 1 }
                .keyboardShortcut(choice.key.map { KeyEquivalent($0) } ?? "z", modifiers: [])
                .disabled(choice.key == nil)
        }
    }

    @Test func aButtonsNewShortcutReplacesItsOldOne() {
        let choice = Choice()
        let host = ViewHost(ShortcutButton(choice: choice), width: 10, height: 1)
        host.renderFrame()
        host.send(.character("a"))
        #expect(choice.presses == 1)
        choice.key = "b"
        host.renderFrame()
        host.send(.character("a"))
        #expect(choice.presses == 1, "the old shortcut went")
        host.send(.character("b"))
        #expect(choice.presses == 2)
        #expect(host.shortcuts.action(for: .character("a")) == nil)
        #expect(host.shortcuts.action(for: .character("b")) != nil)
    }

    struct Covered: View {
        @State var showsSheet = false
        var body: some View {
            VStack {
                Button("Open") { showsSheet = true }
                Button("Other") {}
            }
            .sheet(isPresented: $showsSheet) { Button("Close") { showsSheet = false } }
        }
    }

    @Test func theFocusASheetCoversIsRememberedAndGivenBack() {
        let host = ViewHost(Covered(), width: 30, height: 10)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.keyFocus.node?.isCovered == true, "the opener keeps the focus under the sheet")
        host.send(.tab)
        #expect(host.keyFocus.beforePresentation != nil, "moved into the sheet, the opener is remembered")
        host.send(.enter)
        host.renderFrame()
        #expect(host.keyFocus.beforePresentation == nil, "given back: nothing left to remember")
        #expect(!host.buffer.lines.contains { $0.contains("Close") })
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Close") }, "the opener had the focus again: Return opened it")
    }
}
