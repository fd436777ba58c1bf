import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Animations show their end state in the frame of the change and completions run after it;
/// the navigation spellings of older and newer SwiftUI (destination values, `presentationMode`,
/// value alerts, hidden back buttons) behave as SwiftUI's.
@Suite @MainActor struct AnimationAndNavigationTests {
    @Trackable final class Flag {
        var isOn = false
        var completions = 0
    }

    struct Flipper: View {
        let flag: Flag
        var body: some View {
            VStack(alignment: .leading) {
                Button("Flip") {
                    withAnimation(.spring(duration: 2, bounce: 0.3)) {
                        flag.isOn.toggle()
                    } completion: {
                        flag.completions += 1
                    }
                }
                if flag.isOn {
                    Text("On").transition(.move(edge: .top).combined(with: .opacity))
                }
            }
            .animation(.easeInOut.repeatForever(autoreverses: true), value: flag.isOn)
        }
    }

    @Test func anAnimatedChangeShowsItsEndAtOnceAndTheCompletionRunsAfterTheFrame() async {
        let flag = Flag()
        let host = ViewHost(Flipper(flag: flag), width: 10, height: 2)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        #expect(flag.isOn && flag.completions == 0)
        host.renderFrame()
        #expect(host.buffer.lines[1] == "On")
        await host.wait(for: .milliseconds(20))
        #expect(flag.completions == 1)
        #expect(withAnimation(.bouncy) { 41 + 1 } == 42)
        let animated = Binding.constant(3).animation(.easeIn)
        #expect(animated.wrappedValue == 3)
        #expect(Animation.easeInOut(duration: 2).speed(2).duration == 1)
    }

    @Test func forEachOverARangeIdentifiesRowsByNumber() {
        let lines = Sample.lines(6, 3) { VStack { ForEach(0..<3) { Text("row \($0)") } } }
        #expect(lines == ["row 0", "row 1", "row 2"])
    }

    struct Detail: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
                .navigationTitle(Text("Detail"))
                .navigationBarBackButtonHidden(true)
        }
    }

    struct Home: View {
        @State private var showsSheet = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    NavigationLink(destination: Detail()) { Text("Open") }
                    Button("Sheet") { showsSheet = true }
                }
                .navigationBarTitle("Home")
                .navigationBarItems(trailing: Text("items"))
                .sheet(isPresented: $showsSheet) { Detail() }
            }
        }
    }

    @Test func presentationModeDismissesAPushedViewAndASheet() {
        let host = ViewHost(Home(), width: 30, height: 8)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("Home") && host.buffer.lines[0].hasSuffix("items"))
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Detail", "pushed, its back hint hidden: \(host.buffer.lines)")
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines[0].hasPrefix("Home"), "dismissed back to the root")
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("[ Close ]") })
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(!host.buffer.lines.contains { $0.contains("[ Close ]") }, "the sheet dismissed")
    }

    struct Deleter: View {
        @State private var asks = false
        @State var answer = ""
        var body: some View {
            VStack {
                Button("Delete") { asks = true }
                Text(answer)
            }
            .alert(isPresented: $asks) {
                Alert(
                    title: Text("Delete it?"), message: Text("It goes for good."),
                    primaryButton: .destructive(Text("Delete")) { answer = "deleted" },
                    secondaryButton: .cancel())
            }
        }
    }

    @Test func anAlertValueShowsItsButtonsAndRunsTheChosenOne() {
        let host = ViewHost(Deleter(), width: 40, height: 10)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        let lines = host.buffer.lines
        #expect(lines.contains { $0.contains("Delete it?") } && lines.contains { $0.contains("It goes for good.") })
        #expect(lines.contains { $0.contains("[ Cancel ]") })
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines.contains { $0.contains("deleted") }, "\(host.buffer.lines)")
    }

    @Test func environmentValuesAnAppReads() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light && values.scenePhase == .active && !values.isPresented)
        #expect(values.locale == .current)
    }
}
