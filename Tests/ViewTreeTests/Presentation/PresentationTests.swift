import Testing
import TrackingCore

@testable import ViewTree

/// Sheets and alerts take the presenting view's place; what is underneath keeps its state
/// and, once they go, its focus.
@Suite @MainActor struct PresentationTests {
    @Trackable final class Donuts {
        var names = ["glazed"]
        var adding = false
        var confirmingClear = false
    }

    struct Menu: View {
        @Bindable var donuts: Donuts
        @State private var draft = ""
        @State private var taps = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(donuts.names.joined(separator: ", ")) (\(taps))")
                Button("Tap") { taps += 1 }
                Button("Add") { donuts.adding = true }
                Button("Clear", role: .destructive) { donuts.confirmingClear = true }
            }
            .sheet(isPresented: $donuts.adding) {
                AddDonut(donuts: donuts)
            }
            .alert("Clear the menu?", isPresented: $donuts.confirmingClear) {
                Button("Clear", role: .destructive) { donuts.names = [] }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    struct AddDonut: View {
        let donuts: Donuts
        @State private var name = ""
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button("Save") {
                    donuts.names.append(name)
                    dismiss()
                }
            }
        }
    }

    @Test func aSheetTakesThePlaceAndGivesItBackWithStateAndFocus() {
        let donuts = Donuts()
        let host = ViewHost(Menu(donuts: donuts), width: 30, height: 8)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)  // Tap
        host.send(.tab)
        host.send(.enter)  // Add
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("┌"))
        #expect(!host.buffer.lines.joined().contains("glazed"), "the menu is hidden")
        #expect(host.focusedIdentity == nil, "the hidden button keeps no visible focus")
        host.send(.tab)
        #expect(host.focusedIdentity == "TextField")
        for key in "jam".map(Key.character) { host.send(key) }
        host.send(.tab)
        host.send(.enter)  // Save
        #expect(donuts.names == ["glazed", "jam"] && !donuts.adding)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "glazed, jam (1)", "the menu's own state survived")
        #expect(host.focusedIdentity == "Button[2]", "the Add button, the second, has the focus again")
        host.send(.enter)
        host.renderFrame()
        host.send(.escape)
        #expect(!donuts.adding)
    }

    struct Editor: View {
        @State private var isEditing = true
        @State private var draft = ""

        var body: some View {
            Text(isEditing ? "editing" : "closed")
                .sheet(isPresented: $isEditing) {
                    VStack {
                        TextField("Note", text: $draft)
                        Button("Save") { isEditing = false }
                    }
                    .interactiveDismissDisabled(!draft.isEmpty)
                }
        }
    }

    /// A sheet whose content has changes not saved stays open on Escape, as SwiftUI's
    /// `interactiveDismissDisabled`; its own button still closes it, and with nothing typed
    /// Escape does again.
    @Test func aSheetKeptOpenByItsContentIgnoresEscapeButNotItsButtons() {
        let host = ViewHost(Editor(), width: 30, height: 10)
        host.renderFrame()
        host.send(.tab)
        host.send(.character("x"))
        host.renderFrame()
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Save") }, "Escape kept out while a change is typed")
        host.send(.backspace)
        host.renderFrame()
        host.send(.escape)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("Save") }, "nothing typed: Escape dismisses")
        #expect(host.buffer.lines[0].hasPrefix("closed"))
    }

    @Test func aSheetKeptOpenClosesByItsOwnButton() {
        let host = ViewHost(Editor(), width: 30, height: 10)
        host.renderFrame()
        host.send(.tab)
        host.send(.character("x"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("closed"), "dismissing by the app still works")
    }

    @Test func anAlertsButtonsActThenDismiss() {
        let donuts = Donuts()
        let host = ViewHost(Menu(donuts: donuts), width: 40, height: 8)
        host.renderFrame()
        host.send(.backTab)
        host.send(.enter)  // Clear…
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("Clear the menu?") })
        #expect(host.buffer.lines.contains { $0.contains("[ Clear ]  [ Cancel ]") })
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)  // Cancel
        #expect(!donuts.confirmingClear && donuts.names == ["glazed"])
        host.renderFrame()
        host.send(.enter)  // Clear… again: the focus came back to it
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)  // Clear
        #expect(donuts.names.isEmpty && !donuts.confirmingClear)
    }

    @Test func onALargeScreenTheSheetIsOverTheViewWhichStaysInSightButInert() {
        let donuts = Donuts()
        let host = ViewHost(Menu(donuts: donuts), width: 44, height: 14)
        host.renderFrame()
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)  // Add
        host.renderFrame()
        #expect(host.buffer.lines[0] == "glazed (0)", "the menu shows above the sheet")
        #expect(host.buffer.lines[1].hasPrefix("[ ┌"), "the sheet, two columns in")
        #expect(host.buffer.lines[12].hasPrefix("  └"))
        // The menu changes under the sheet: it is drawn again, the sheet still over it.
        donuts.names.append("jam")
        host.renderFrame()
        #expect(host.buffer.lines[0] == "glazed, jam (0)")
        #expect(host.buffer.lines[1].hasPrefix("[ ┌") && host.buffer.lines[12].hasPrefix("  └"))
        // Underneath takes no click and no focus: Tab stays in the sheet.
        host.send(.mouse(MouseEvent(.click, x: 1, y: 1)))  // the visible edge of Tap
        host.renderFrame()
        #expect(host.buffer.lines[0] == "glazed, jam (0)", "Tap was not pressed")
        #expect(donuts.adding)
        host.send(.tab)
        host.send(.tab)
        host.send(.tab)
        #expect(["TextField", "Button", "Button[2]"].contains(host.focusedIdentity ?? ""))
        host.send(.escape)
        host.renderFrame()
        #expect(!host.buffer.lines.joined().contains("┌"))
        #expect(host.focusedIdentity == "Button[2]", "the Add button, the second, has the focus again")
    }

    /// A seed tray: a list, a one-line button under it that presents a sheet for the
    /// seedling to sow, and a line under that. SwiftUI shows the sheet over the window,
    /// whatever view presents it.
    struct Seedling: Identifiable {
        var kind = "marigold"
        var id: String { kind }
    }

    struct SeedTray: View {
        @State private var sown = ["basil", "chive"]
        @State private var toSow: Seedling?

        var body: some View {
            VStack(alignment: .leading) {
                List(sown, id: \.self) { Text($0) }
                Button("Sow Seed") { toSow = Seedling() }
                    .sheet(item: $toSow) { seedling in
                        VStack(alignment: .leading) {
                            Text("Sowing \(seedling.kind)")
                            Button("Plant") {
                                sown.append(seedling.kind)
                                toSow = nil
                            }
                        }
                    }
                Text("end of tray")
            }
        }
    }

    @Test(arguments: [(44, 14), (30, 8), (20, 5)])
    func aSheetFromASmallViewCoversTheScreenAndThePresenterStaysDrawn(width: Int, height: Int) {
        let host = ViewHost(SeedTray(), width: width, height: height)
        host.renderFrame()
        let before = host.buffer.lines
        host.send(.mouse(MouseEvent(.click, x: 2, y: before.firstIndex { $0.contains("Sow Seed") }!)))
        host.renderFrame()
        let lines = host.buffer.lines
        let inset = width >= 40 && height >= 12
        let (top, left) = inset ? (1, 2) : (0, 0)
        #expect(lines[top].dropFirst(left).hasPrefix("┌"), "the sheet's frame, over the screen: \(lines)")
        #expect(lines[height - 1 - top].dropFirst(left).hasPrefix("└"), "\(lines)")
        // Inside, the sheet's content is centred, as in SwiftUI.
        #expect(lines[(top + 1)..<(height - 1 - top)].contains { $0.contains("Sowing marigold") }, "\(lines)")
        if inset {
            // Around the sheet, what was there stays drawn: the list above, the last line below.
            #expect(lines[0] == before[0] && lines[height - 1] == before[height - 1])
        }
        // Keys and clicks go into the sheet: Tab reaches Plant (the sheet's one button, named
        // within the sheet), and nothing underneath.
        host.send(.tab)
        #expect(host.focusedIdentity == "Button")
        host.send(.tab)
        #expect(host.focusedIdentity == "Button")
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == Self.fresh(SeedTray(sown: "marigold"), width: width, height: height))
    }

    static func fresh(_ view: some View, width: Int, height: Int) -> [String] {
        let host = ViewHost(view, width: width, height: height)
        host.renderFrame()
        return host.buffer.lines
    }
}

extension PresentationTests.SeedTray {
    /// The tray after `kind` was sown.
    init(sown kind: String) {
        _sown = State(initialValue: ["basil", "chive", kind])
    }
}
