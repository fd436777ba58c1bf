import Testing
import TrackingCore
import ViewTree

/// A picked row of an editable `ForEach` as a terminal shows it: through the run loop and a
/// memory backend that draws only the damage each frame reports.
@Suite @MainActor struct PickedRowThroughTheLoopTests {
    @Trackable final class Names {
        var list = ["milk", "eggs"]
    }

    struct PaddedRow: View {
        let name: String
        var body: some View {
            HStack {
                Image(systemName: "circle").foregroundStyle(.red)
                Text(name)
                Spacer()
            }
            .padding(.vertical, 2)
        }
    }

    struct Rows: View {
        let names: Names
        var body: some View {
            NavigationStack {
                List {
                    ForEach(names.list, id: \.self) { PaddedRow(name: $0).onTapGesture {} }
                        .onDelete { names.list.remove(atOffsets: $0) }
                        .onMove { names.list.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Rows")
            }
        }
    }

    @Test func everyLineOfThePickedRowIsDrawnReversed() {
        let backend = MemoryBackend(size: CellSize(width: 20, height: 14), keys: [.tab, .down])
        #expect(TerminalLoop.run(ViewProgram(Rows(names: Names())), on: backend) == 0)
        let text = backend.screen.lines.firstIndex { $0.contains("milk") } ?? 0
        for row in (text - 2)...(text + 2) {
            #expect(backend.screen[10, row].style.reverse, "row \(row) of \(backend.screen.lines)")
        }
    }
}
