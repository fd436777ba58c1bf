import Foundation
import OpenCombine
import Testing
import TrackingCore

@testable import ViewTree

/// The other spellings real apps use for controls and containers: picker styles of iOS,
/// lengths in `CGFloat`s, sheets over the whole screen, date pickers, hidden labels, timers
/// and notifications as publishers, insets at an edge.
@Suite @MainActor struct ControlSpellingTests {
    @Trackable final class Tip {
        var percent = 15
        var date = Date(timeIntervalSince1970: 1_795_000_000)
        var changes: [Int] = []
    }

    @Test func iOSPickerStylesDrawTheirClosestTerminalStyle() {
        let tip = Tip()
        let menu = Sample.lines(30, 1) {
            Picker("Tip", selection: Bindable(tip).percent) {
                ForEach([10, 15, 20], id: \.self) { Text("\($0)%") }
            }
            .pickerStyle(.navigationLink)
        }
        #expect(menu[0].hasPrefix("Tip [ 15% ▾ ]"), "\(menu)")
        let wheel = Sample.lines(10, 4) {
            Picker("Tip", selection: Bindable(tip).percent) {
                ForEach([10, 15], id: \.self) { Text("\($0)%") }
            }
            .pickerStyle(.wheel)
        }
        #expect(wheel[0] == "Tip" && wheel[2].contains("(•) 15%"), "\(wheel)")
    }

    @Test func lengthsInCGFloatsAreCells() {
        let spacing: CGFloat = 1
        let lines = Sample.lines(12, 4) {
            VStack(alignment: .leading, spacing: spacing) {
                Text("a").padding(.horizontal, 2.0)
                HStack(spacing: 3.0) {
                    Text("b"); Text("c")
                }
            }
        }
        #expect(lines == ["  a", "", "b   c", ""])
        #expect(Sample.lines(5, 3) { Text("d").padding(CGFloat(1)) } == ["", " d", ""])
    }

    @Test func labelsHiddenDrawsControlsWithoutLabels() {
        let tip = Tip()
        let lines = Sample.lines(30, 2) {
            VStack(alignment: .leading) {
                Stepper("Tip", value: Bindable(tip).percent)
                Toggle("Round up", isOn: .constant(true))
            }
            .labelsHidden()
        }
        #expect(!lines.joined().contains("Tip") && !lines.joined().contains("Round up"), "\(lines)")
    }

    @Test func aDatePickerStyleNamedByItsTypeDrawsTheField() {
        let tip = Tip()
        let styled = { (style: DefaultDatePickerStyle) in
            let host = ViewHost(
                DatePicker("Due", selection: Bindable(tip).date, displayedComponents: .date).datePickerStyle(style),
                width: 30, height: 1)
            host.renderFrame()
            return host.buffer.lines
        }
        let field = styled(.automatic)
        #expect(field[0].hasPrefix("Due  "))
        #expect(styled(WheelDatePickerStyle()) == field)
        #expect(styled(CompactDatePickerStyle()) == field)
        #expect(styled(GraphicalDatePickerStyle()) == field)
    }

    @Test func aDatePickerEditsItsDateByKeys() {
        let tip = Tip()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start = tip.date
        let host = ViewHost(
            DatePicker("Due", selection: Bindable(tip).date, displayedComponents: .date), width: 30, height: 1)
        host.renderFrame()
        let shown = host.buffer.lines[0]
        #expect(shown.hasPrefix("Due  ") && shown.count == "Due  2026-11-19".count, "\(shown)")
        host.send(.tab)
        host.send(.up)
        host.renderFrame()
        #expect(calendar.dateComponents([.year], from: start, to: tip.date).year == 1, "the year stepped")
        host.send(.right)
        host.send(.right)
        host.send(.down)
        host.renderFrame()
        #expect(calendar.dateComponents([.day], from: start, to: tip.date).day == 364, "then the day stepped back")
        #expect(host.buffer[host.buffer.lines[0].count - 1, 0].style.reverse, "the day field is the chosen one")
        let bounded = Tip()
        let limit = bounded.date
        let picker = ViewHost(DatePicker("Due", selection: Bindable(bounded).date, in: ...limit), width: 30, height: 1)
        picker.renderFrame()
        picker.send(.tab)
        picker.send(.up)
        #expect(bounded.date == limit, "kept within the range")
    }

    @Test func olderOnChangeGetsTheNewValue() async {
        let tip = Tip()
        struct Watcher: View {
            let tip: Tip
            var body: some View {
                Text("\(tip.percent)").onChange(of: tip.percent) { tip.changes.append($0) }
            }
        }
        let host = ViewHost(Watcher(tip: tip), width: 5, height: 1)
        host.renderFrame()
        tip.percent = 20
        await host.wait(for: .milliseconds(5))
        #expect(tip.changes == [20])
    }

    @Test func aTimerPublisherTicksOnTheRunLoopOnceConnected() {
        var ticks = 0
        let timer = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect()
        let subscription = timer.sink { _ in ticks += 1 }
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        subscription.cancel()
        #expect(ticks >= 3)
        let name = Notification.Name("todo-tui.test")
        var received: [String] = []
        let observer = NotificationCenter.default.publisher(for: name).sink {
            received.append($0.object as? String ?? "")
        }
        NotificationCenter.default.post(name: name, object: "first")
        observer.cancel()
        NotificationCenter.default.post(name: name, object: "after")
        #expect(received == ["first"])
    }

    @Test func aSafeAreaInsetStacksItsContentAtTheEdge() {
        let lines = Sample.lines(10, 3) {
            Text("body").safeAreaInset(edge: .bottom) { Text("bar") }
        }
        #expect(lines == ["", "   body", "   bar"] || lines.last?.contains("bar") == true, "\(lines)")
        #expect(lines.firstIndex { $0.contains("body") }! < lines.firstIndex { $0.contains("bar") }!)
    }

    @Test func shapesAsStaticMembersAndLiquidGlassCompileToTheirClosest() {
        let lines = Sample.lines(10, 1) {
            Button("Go") {}.buttonStyle(.glass).clipShape(.rect(cornerRadius: 8)).background(.blue, in: .capsule)
        }
        #expect(lines == ["[ Go ]"])
        struct Stack: View {
            var body: some View { NavigationView { Text("x") }.navigationViewStyle(.stack) }
        }
        #expect(Sample.lines(5, 3) { Stack() }.pageRows() == ["x"])
    }

    @Test func aFullScreenCoverIsASheet() {
        struct Cover: View {
            @State var shows = true
            var body: some View { Text("under").fullScreenCover(isPresented: $shows) { Text("cover") } }
        }
        let host = ViewHost(Cover(), width: 20, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("cover") })
        host.send(.escape)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("cover") })
    }

    @Test func pageTabStylesShowAPageOverItsDotsAndSymbolEffectsKeepTheSymbol() {
        let paged = Sample.lines(20, 3) {
            TabView {
                Text("one").tabItem { Text("A") }
                Text("two").tabItem { Text("B") }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
        // The index view style is accepted: the dots have one look.
        #expect(paged == ["        one", "", "        ● ○"])
        let symbol = Sample.lines(3, 1) { Image(systemName: "heart.fill").symbolEffect(.pulse, value: 1) }
        #expect(symbol == ["♥"])
    }

    @Test func aGradientGivenToBackgroundIsAStyle() {
        let host = Sample.host(4, 1) {
            Text("x").background(
                RadialGradient(colors: [.blue, .black], center: .center, startRadius: 1, endRadius: 9))
        }
        #expect(host.buffer[0, 0].style.background == .blue)
    }

    @Test func aBindingSetterGivenTheTransactionAndASettableColorScheme() {
        var stored = 1
        let binding = Binding(
            get: { stored }, set: { value, transaction in stored = value + (transaction.animation == nil ? 0 : 100) })
        binding.wrappedValue = 5
        #expect(stored == 5)
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(Sample.lines(6, 1) { Scheme().environment(\.colorScheme, .dark) } == ["dark"])
        #expect(Sample.lines(6, 1) { Scheme() } == ["light"])
    }
}
