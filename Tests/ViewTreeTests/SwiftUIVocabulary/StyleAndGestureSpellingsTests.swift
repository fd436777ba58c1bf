import Foundation
import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// More spellings the inventory marks supported or drawn as their closest that no other test
/// wrote out: style names that all draw one way, labels a terminal has no use for, gestures
/// attached with a priority, key handlers for a set of keys, and resources by bundle.
@Suite @MainActor struct StyleAndGestureSpellingsTests {
    @Test func everyBarTabAndDateStyleDrawsTheOneWayATerminalHas() {
        func tabs(_ style: some TabViewStyle) -> [String] {
            Sample.lines(30, 2) {
                TabView {
                    Text("one").tabItem { Text("A") }
                    Text("two").tabItem { Text("B") }
                }
                .tabViewStyle(style)
            }
        }
        let automatic = tabs(.automatic)
        #expect(automatic.joined().contains("A") && automatic.joined().contains("B"), "\(automatic)")
        for other in [tabs(.sidebarAdaptable), tabs(.tabBarOnly)] {
            #expect(other == automatic)
        }
        // The page style shows a page alone (see `PageTabViewStyle`'s own tests).
        #expect(tabs(.page(indexDisplayMode: .never)).joined().trimmingCharacters(in: .whitespaces) == "one")
        let date = Date(timeIntervalSinceReferenceDate: 0)
        func picker(_ style: some DatePickerStyle) -> [String] {
            Sample.lines(40, 1) { DatePicker("Due", selection: .constant(date)).datePickerStyle(style) }
        }
        let field = picker(.automatic)
        #expect(field[0].hasPrefix("Due"))
        for other in [picker(.compact), picker(.wheel), picker(.field), picker(.stepperField), picker(.graphical)] {
            #expect(other == field)
        }
        let stack = Sample.lines(20, 2) { NavigationStack { Text("list").navigationTitle("Mail") } }
        #expect(
            Sample.lines(20, 2) {
                NavigationView { Text("list").navigationTitle("Mail") }.navigationViewStyle(.columns)
            }
                == stack)
        #expect(
            Sample.lines(20, 2) {
                NavigationView { Text("list").navigationTitle("Mail") }.navigationViewStyle(.automatic)
            } == stack)
    }

    struct Mixed: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
        }
    }

    @Test func aToggleIsNeverMixed() {
        #expect(Sample.lines(8, 1) { Toggle("x", isOn: .constant(true)).toggleStyle(Mixed()) } == ["on"])
    }

    @Test func aSearchPromptShowsInItsField() {
        #expect(
            Sample.lines(20, 2) { Text("list").searchable(text: .constant(""), prompt: "Find mail") }[0]
                == "⌕ Find mail")
    }

    @Trackable final class Log {
        var entries: [String] = []
        var id = 0
        var shown: Note?
    }

    struct Note: Identifiable {
        let id: Int
    }

    struct Tasks: View {
        let log: Log
        var body: some View {
            Text("id \(log.id)")
                .task(id: log.id, priority: .low) { log.entries.append("task \(log.id)") }
        }
    }

    @Test func aTaskByIdWithAPriorityRestartsForANewId() async {
        let log = Log()
        let host = ViewHost(Tasks(log: log), width: 10, height: 1)
        host.renderFrame()
        for _ in 0..<200 where log.entries.isEmpty { await Task.yield() }
        log.id = 1
        host.renderFrame()
        for _ in 0..<200 where log.entries.count < 2 { await Task.yield() }
        #expect(log.entries == ["task 0", "task 1"])
    }

    @Test func anAnimationsCompletionRunsWhateverItsCriteria() async {
        let log = Log()
        withAnimation(.easeIn, completionCriteria: .removed) {
            log.id = 2
        } completion: {
            log.entries.append("done")
        }
        for _ in 0..<200 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["done"])
        #expect(AnimationCompletionCriteria.removed != .logicallyComplete)
    }

    struct Popped: View {
        let log: Log
        var body: some View {
            Button("Show") { log.shown = Note(id: 4) }
                .popover(item: Bindable(log).shown, attachmentAnchor: .point(.top), arrowEdge: .bottom) { note in
                    Text("note \(note.id)")
                }
        }
    }

    @Test func aPopoverForAnItemIgnoresItsAnchorAndArrow() {
        let log = Log()
        let tester = ViewTester(Popped(log: log), width: 20, height: 6)
        tester.press(.tab, .enter)
        #expect(tester.lines.contains { $0.contains("note 4") })
        tester.press(.escape)
        #expect(log.shown == nil, "closing it sets the item to nil")
    }

    struct Gestures: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Text("both").simultaneousGesture(TapGesture().onEnded { log.entries.append("simultaneous") })
                Text("high").highPriorityGesture(TapGesture().onEnded { log.entries.append("high") })
                Text("keys")
                    .focusable()
                    .onKeyPress(keys: ["a", "b"]) { press in
                        log.entries.append("key \(press.characters)")
                        return .handled
                    }
            }
        }
    }

    @Test func gesturesWithAPriorityAndKeysWithPhasesAct() {
        let log = Log()
        let tester = ViewTester(Gestures(log: log), width: 20, height: 3)
        tester.click(x: 1, y: 0)
        tester.click(x: 1, y: 1)
        tester.press(.tab, .character("b"), .character("c"))
        #expect(log.entries == ["simultaneous", "high", "key b"])
    }

    struct Marked: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.role == .cancel ? "x " : "  ")
                configuration.label
            }
            .onTapGesture { configuration.trigger() }
        }
    }

    @Test func styleAndResourceSpellings() {
        #expect(Sample.lines(12, 1) { Button("Stop", role: .cancel) {}.buttonStyle(Marked()) } == ["x Stop"])
        #expect(
            Sample.lines(12, 1) { Button("Go") {}.buttonStyle(.glassProminent) }
                == Sample.lines(12, 1) { Button("Go") {}.buttonStyle(.borderedProminent) })
        #expect(
            Sample.lines(12, 1) { Text("hi", tableName: "Main", bundle: .main, comment: "greeting") } == ["hi"])
        #expect(Sample.lines(3, 1) { Image("logo", bundle: .main) } == ["▣"])
        #expect(Sample.lines(3, 1) { Image(decorative: "logo", bundle: nil) } == ["▣"])
        #expect(Color("Brand", bundle: .main) == Color("Brand"))
    }
}
