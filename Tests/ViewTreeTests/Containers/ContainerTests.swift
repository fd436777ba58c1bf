import Testing
import TrackingCore

@testable import ViewTree

/// Lists with selection, fixed lists with sections, and type-erased views.
@Suite @MainActor struct ContainerTests {
    @Trackable final class Picks {
        var selected: String?
        var names = (1...40).map { "row \($0)" }
    }

    struct Picker: View {
        @Bindable var picks: Picks
        var body: some View {
            VStack(alignment: .leading) {
                Text("pick one")
                List(picks.names, id: \.self, selection: $picks.selected) { name in
                    Text(name)
                }
            }
        }
    }

    @Test func theArrowsMoveTheSelectionAndRunOnlyTheTwoRows() throws {
        let picks = Picks()
        let host = ViewHost(Picker(picks: picks), width: 20, height: 6)
        host.renderFrame()
        #expect(host.send(.tab) == .handled)
        #expect(host.renderFrame().evaluatedNodes == [], "taking the focus runs no row")
        host.send(.down)
        #expect(picks.selected == "row 1")
        #expect(host.renderFrame().evaluatedNodes == ["ListRow#row 1"])
        host.send(.down)
        let move = host.renderFrame()
        #expect(Set(move.evaluatedNodes) == ["ListRow#row 1", "ListRow#row 2"])
        #expect(host.buffer[0, 2].style.reverse && !host.buffer[0, 1].style.reverse)
        host.send(.end)
        host.renderFrame()
        #expect(picks.selected == "row 40")
        #expect(host.buffer.lines.last == "row 40", "the selection is kept in view")
        #expect(host.buffer[0, 5].style.reverse)
        host.send(.pageUp)
        host.send(.home)
        host.send(.up)
        #expect(picks.selected == "row 1")
    }

    @Test func theSelectionMovesFromWhereTheRowIsNowAfterTheDataChanged() {
        let picks = Picks()
        let host = ViewHost(Picker(picks: picks), width: 20, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        #expect(picks.selected == "row 2")
        picks.names.insert("new", at: 0)  // row 2 is now the third row
        host.renderFrame()
        host.send(.down)
        #expect(picks.selected == "row 3")
        host.send(.up)
        host.send(.up)
        host.send(.up)
        #expect(picks.selected == "new")
    }

    @Test func aFixedListShowsItsSectionsInOrder() {
        struct Settings: View {
            var body: some View {
                List {
                    Section("General") {
                        Text("name")
                        Text("email")
                    }
                    Section {
                        Text("no header")
                    }
                }
            }
        }
        let host = ViewHost(Settings(), width: 20, height: 5)
        host.renderFrame()
        #expect(host.buffer.lines == ["General", "name", "email", "no header", ""])
        #expect(host.buffer[0, 0].style.bold && !host.buffer[0, 1].style.bold)
    }

    @Trackable final class Flag {
        var on = false
    }

    @Test func anAnyViewOfAnotherTypeReplacesTheNodeAndItsState() {
        struct Counter: View {
            @State var taps = 0
            var body: some View { Text("taps \(taps)") }
        }
        struct Switcher: View {
            let flag: Flag
            var body: some View {
                flag.on ? AnyView(Text("off now")) : AnyView(Counter())
            }
        }
        let flag = Flag()
        let host = ViewHost(Switcher(flag: flag), width: 20, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "taps 0")
        flag.on = true
        host.renderFrame()
        #expect(host.buffer.lines[0] == "off now")
        #expect(host.liveNodes.compactMap { $0 as? ComposedNode }.allSatisfy { $0.viewType != "Counter" })
    }
}

/// A picker chooses among tagged options with the arrows; a progress view draws its bar.
@Suite @MainActor struct PickerTests {
    struct PriorityForm: View {
        @State var priority = "B"
        let progress: Double
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Priority", selection: $priority) {
                    ForEach(["A", "B", "C"], id: \.self) { letter in
                        Text(letter).tag(letter)
                    }
                }
                Text("chose \(priority)")
                ProgressView("Done", value: progress)
                ProgressView()
            }
        }
    }

    @Test func theArrowsCycleThroughTheOptions() {
        let host = ViewHost(PriorityForm(progress: 0.6), width: 40, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Priority  ( ) A  (•) B  ( ) C")
        #expect(host.buffer.lines[2] == "Done [██████░░░░] 60%")
        #expect("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains(host.buffer.lines[3]), "a spinner for progress not known")
        host.send(.tab)
        host.send(.right)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Priority  ( ) A  ( ) B  (•) C")
        #expect(host.buffer.lines[1] == "chose C")
        host.send(.right)
        host.send(.left)
        host.send(.left)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "chose B", "C, A (wrapping), then C... back to B")
    }
}
