import ExampleViews
import Testing
import ViewTree

/// Any app under the render inspector (`VIEWTREE_INSPECTOR=1`): the app works in its area,
/// the status lines say what each frame ran and why, and the panes show the log and a node's
/// inspector, all drawn outside the view tree.
@Suite @MainActor struct InspectorTests {
    func run(_ keys: [Key], size: CellSize = CellSize(width: 80, height: 24)) -> (InspectedProgram, [String]) {
        let program = InspectedProgram(CounterView())
        let backend = MemoryBackend(size: size, keys: keys)
        _ = TerminalLoop.run(program, on: backend)
        return (program, program.screen.lines)
    }

    @Test func theStatusLinesTellWhatAPressRanAndWhy() {
        // Tab twice: the "+" button; Return presses it.
        let (program, lines) = run([.tab, .tab, .enter, .control("c")])
        let status = lines[21]
        #expect(status == "1 ran: CounterView  ← @State count 0 → 1", "\(status)")
        #expect(lines[22].hasPrefix("views  frame"))
        #expect(lines[23] == InspectedProgram.footer)
        // The app is drawn right of the two-column gutter, one row and column in (its padding).
        #expect(lines[1].dropFirst(2).hasPrefix(" Count: 1"), "\(lines[1])")
        // Showing the counts ran no body: the press ran the counter's body once in all.
        #expect(program.host.counters.byNode["CounterView"] == 2)
    }

    @Test func theLogAndTheInspectorPanesShowWhatRan() {
        let (_, withLog) = run([.tab, .tab, .enter, .function(2), .control("c")])
        let log = withLog.joined(separator: "\n")
        #expect(log.contains("─ evaluation log"))
        #expect(log.contains("frame 4  CounterView  cause: @State count"), "\(log)")
        let (_, withInspector) = run([.tab, .tab, .enter, .function(3), .control("c")])
        let inspector = withInspector.joined(separator: "\n")
        #expect(inspector.contains("─ inspector"))
        // The focused button, the second of three, told apart: its runs and what it read.
        #expect(inspector.contains("Button[2]: "), "\(inspector)")
        #expect(inspector.contains("  @State isFocused"), "\(inspector)")
        #expect(inspector.contains("reads StateLocation<Bool>(isFocused).value = true"), "\(inspector)")
    }

    @Test func aClickReachesTheButtonUnderItThroughTheGutter() {
        // "+" is on the app's row 3 at columns 8 to 12; on screen the gutter adds two.
        let (_, lines) = run([.mouse(MouseEvent(.click, x: 11, y: 3)), .control("c")])
        #expect(lines[1].dropFirst(2).hasPrefix(" Count: 1"), "\(lines.prefix(5))")
    }
}
