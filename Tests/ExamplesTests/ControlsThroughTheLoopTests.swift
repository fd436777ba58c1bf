import Testing
import TrackingCore
import ViewTree

/// The controls and containers the examples do not use, run as an app: the run loop over the
/// memory backend, keys in, the screen out.
@Suite @MainActor struct ControlsThroughTheLoopTests {
    @Trackable final class Chores {
        var names = ["dishes", "laundry", "plants", "bins"]
        var selected: String?
        var confirming = false
        var done: [String] = []
    }

    struct ChoresView: View {
        @Bindable var chores: Chores
        var body: some View {
            VStack(alignment: .leading) {
                ProgressView("Done", value: Double(chores.done.count), total: Double(chores.names.count))
                List(chores.names, id: \.self, selection: $chores.selected) { name in
                    Text(chores.done.contains(name) ? "✓ \(name)" : "  \(name)")
                }
                .frame(height: 3)
                Button("Mark done") { chores.confirming = true }
                    .disabled(chores.selected == nil)
                    .keyboardShortcut("d")
            }
            .alert("Mark it done?", isPresented: $chores.confirming) {
                Button("Done") { chores.selected.map { chores.done.append($0) } }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    @Test func aListAnAlertAShortcutAndProgressWorkThroughTheLoop() {
        let chores = Chores()
        let keys: [Key] = [
            .character("d"),  // disabled: nothing selected yet
            .tab, .down, .down, .down,  // the list: dishes, laundry, plants
            .up, .character("d"),  // laundry; the shortcut opens the alert
            .tab, .enter,  // Done
        ]
        let backend = MemoryBackend(size: CellSize(width: 30, height: 6), keys: keys)
        let program = ViewProgram(ChoresView(chores: chores))
        #expect(TerminalLoop.run(program, on: backend) == 0)
        #expect(chores.done == ["laundry"])
        #expect(backend.screen.lines[0] == "Done [███░░░░░░░] 25%")
        #expect(backend.screen.lines[1...3] == ["  dishes", "✓ laundry", "  plants"])
        #expect(backend.screen.lines[4] == "[ Mark done ]")
    }
}
