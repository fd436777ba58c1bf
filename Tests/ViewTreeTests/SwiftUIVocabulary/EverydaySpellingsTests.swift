import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Spellings of everyday SwiftUI the inventory marks supported that no other test writes out:
/// the animation curves, state made in an initializer, bindings into arrays, initializer and
/// modifier labels, style names and toolbar placements; each with what it does here.
@Suite @MainActor struct EverydaySpellingsTests {
    @Trackable final class Counter {
        var value = 0
    }

    struct Count: View {
        let counter: Counter
        var body: some View { Text("n \(counter.value)") }
    }

    @Test func everyAnimationShowsItsEndStateInTheFrameOfTheChange() {
        let counter = Counter()
        let host = ViewHost(Count(counter: counter), width: 12, height: 1)
        host.renderFrame()
        let animations: [Animation] = [
            .default, .smooth, .snappy, .bouncy, .interactiveSpring, .interactiveSpring(response: 0.2),
            .interpolatingSpring(stiffness: 100, damping: 10), .timingCurve(0.2, 0.8, 0.2, 1),
            .easeIn.delay(0.3), .linear.repeatCount(3, autoreverses: false), .easeOut.speed(2),
        ]
        for (offset, animation) in animations.enumerated() {
            withAnimation(animation) { counter.value = offset + 1 }
            host.renderFrame()
            #expect(host.buffer.lines == ["n \(offset + 1)"], "\(animation)")
        }
        #expect(Animation.smooth == .smooth && Animation.easeIn.delay(0.3) != .easeIn, "values are kept and compared")
    }

    struct Seeded: View {
        @State private var count: Int
        let names: Binding<[String]>
        init(start: Int, names: Binding<[String]>) {
            _count = State(wrappedValue: start)
            self.names = names
        }
        var body: some View {
            VStack(alignment: .leading) {
                Button("count \(count)") { count += 1 }
                TextField("second", text: names[1])
            }
        }
    }

    @Test func stateMadeInAnInitializerAndABindingIntoAnArray() {
        var stored = ["a", "b"]
        let names = Binding(get: { stored }, set: { stored = $0 })
        let host = ViewHost(Seeded(start: 5, names: names), width: 16, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[ count 5 ]")
        host.send(.tab)
        host.send(.enter)
        host.send(.tab)
        host.send(.character("c"))
        host.renderFrame()
        #expect(host.buffer.lines[0] == "[ count 6 ]")
        #expect(stored == ["a", "bc"], "the field edits the array's second element")
    }

    @Test func labelsThatChangeNothingHereAndLabelsThatDo() {
        #expect(
            Sample.lines(10, 2) { ScrollView(.vertical, showsIndicators: false) { Text("a\nb\nc") } }
                == Sample.lines(10, 2) { ScrollView { Text("a\nb\nc") } })
        #expect(
            Sample.lines(10, 3) { Text("x").border(Color.red, width: 3) } == ["┌─┐", "│x│", "└─┘"], "one cell thick")
        #expect(Sample.lines(6, 4) { Text("x").frame(minHeight: 3, idealHeight: 4).border() }.count == 4)
        #expect(
            Sample.lines(6, 6) { Text("x").frame(idealHeight: 2).fixedSize().border() }.filter { !$0.isEmpty }.count
                == 4, "the ideal height, fixed")
        var stepped = 1.0
        let value = Binding(get: { stepped }, set: { stepped = $0 })
        let host = Sample.host(20, 1) { Stepper("Qty", value: value, in: 0...10, step: 2.5) }
        host.send(.tab)
        host.send(.right)
        #expect(stepped == 3.5)
        let unbounded = Sample.host(20, 1) { Stepper("Qty", value: value, step: 0.5) }
        unbounded.send(.tab)
        unbounded.send(.left)
        #expect(stepped == 3)
    }

    @Test func aTaskWithAPriorityRuns() async {
        let counter = Counter()
        let host = Sample.host(8, 1) { Text("t").task(priority: .background) { counter.value = 7 } }
        host.renderFrame()
        for _ in 0..<200 where counter.value != 7 { await Task.yield() }
        #expect(counter.value == 7)
    }

    struct RoleMarked: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.role == .destructive ? "!" : " ")
                configuration.label
            }
        }
    }

    @Test func buttonAndFieldStyleNames() {
        let save = { Button("Save") {} }
        #expect(Sample.lines(10, 1) { save().buttonStyle(.automatic) } == ["[ Save ]"])
        #expect(Sample.lines(10, 1) { save().buttonStyle(DefaultButtonStyle()) } == ["[ Save ]"])
        #expect(Sample.lines(10, 1) { save().buttonStyle(BorderlessButtonStyle()) } == ["Save"])
        #expect(Sample.lines(10, 1) { Button("Drop", role: .destructive) {}.buttonStyle(RoleMarked()) } == ["!Drop"])
        #expect(
            Sample.lines(10, 1) { TextField("Name", text: .constant("")).textFieldStyle(.automatic) }
                == Sample.lines(10, 1) { TextField("Name", text: .constant("")) })
    }

    @Test func everyToolbarPlacementPutsItsItemAtTheEndInOrder() {
        let placements: [ToolbarItemPlacement] = [
            .topBarLeading, .topBarTrailing, .navigationBarLeading, .navigationBarTrailing, .bottomBar, .principal,
            .confirmationAction, .cancellationAction, .destructiveAction, .navigation, .secondaryAction, .status,
            .keyboard, .automatic,
        ]
        for placement in placements {
            let lines = Sample.lines(30, 2) {
                NavigationStack {
                    Text("body")
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItem(placement: placement) { Text("A") }
                            ToolbarItem(placement: .primaryAction) { Text("B") }
                        }
                }
            }
            #expect(lines[0].hasPrefix("Notes") && lines[0].hasSuffix("A B"), "\(placement): \(lines[0])")
        }
    }

    @Test func aLiteralInterpolatesFormattersDatesTextsAndImages() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let date = Date(timeIntervalSinceReferenceDate: 0)
        let dated = DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
        #expect(Sample.lines(30, 1) { Text("cost \(NSNumber(value: 2), formatter: formatter)") } == ["cost 2.00"])
        #expect(Sample.lines(40, 1) { Text("on \(date, style: .date)") } == ["on \(dated)"])
        let styled = Sample.host(30, 1) { Text("a \(Text("bold").bold()) b") }
        #expect(styled.buffer.lines == ["a bold b"])
        #expect(
            styled.buffer[2, 0].style.bold && !styled.buffer[0, 0].style.bold, "a styled text keeps its style inside")
        #expect(Sample.lines(30, 1) { Text("star \(Image(systemName: "star.fill"))") }[0].hasPrefix("star "))
    }

    struct ValueLabelled: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text("at")
                configuration.currentValueLabel
            }
        }
    }

    @Test func progressStyleNamesAndTheCurrentValueLabel() {
        #expect(
            Sample.lines(20, 1) { ProgressView(value: 0.5).progressViewStyle(.automatic) }
                == Sample.lines(20, 1) { ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle()) })
        #expect(
            Sample.lines(20, 1) { ProgressView(value: 0.5).progressViewStyle(DefaultProgressViewStyle()) } == [
                "[█████░░░░░] 50%"
            ])
        #expect(
            Sample.lines(20, 1) { ProgressView(value: 1).progressViewStyle(CircularProgressViewStyle()) } == ["● 100%"])
        #expect(
            Sample.lines(20, 1) {
                ProgressView(value: 1) {
                    EmptyView()
                } currentValueLabel: {
                    Text("3 of 3")
                }
                .progressViewStyle(ValueLabelled())
            } == ["at 3 of 3"])
    }

    struct ScrollState: View {
        @Environment(\.isScrollEnabled) private var isScrollEnabled
        var body: some View { Text(isScrollEnabled ? "scrolls" : "still") }
    }

    @Test func theScrollEnabledValueIsReadInside() {
        #expect(Sample.lines(10, 1) { ScrollState() } == ["scrolls"])
        #expect(Sample.lines(10, 1) { ScrollState().scrollDisabled(true) } == ["still"])
    }
}
