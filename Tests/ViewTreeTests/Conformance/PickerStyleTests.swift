import Testing
import TrackingCore
import ViewTreeTesting

@testable import ViewTree

/// Picker styles, as SwiftUI's `.pickerStyle(_:)`: a row, a column, segments and a menu, each
/// choosing with keys and clicks.
@Suite @MainActor struct PickerStyleTests {
    /// The breads a bakery bakes, each with the name it shows.
    enum Loaf: CaseIterable, Identifiable {
        case rye, spelt, sourdough
        var id: Self { self }
        var shownName: String {
            switch self {
            case .rye: "Rye"
            case .spelt: "Spelt"
            case .sourdough: "Sourdough"
            }
        }
    }

    @Trackable final class Bakery {
        var loaf = Loaf.spelt
    }

    /// A picker whose options come from a `ForEach` over every case of an enum: each option's
    /// tag is its case, the `ForEach`'s id.
    struct LoafPicker: View {
        @Bindable var bakery: Bakery
        var body: some View {
            Picker("Bread", selection: $bakery.loaf) {
                ForEach(Loaf.allCases) { Text($0.shownName) }
            }
        }
    }

    @Test func eachStyleLaysOutTheOptionsAsDocumented() {
        let bakery = Bakery()
        func screen(_ style: some PickerStyle, height: Int = 1) -> [String] {
            Sample.host(60, height) { LoafPicker(bakery: bakery).pickerStyle(style) }.buffer.lines
        }
        #expect(screen(.automatic) == ["Bread  ( ) Rye  (•) Spelt  ( ) Sourdough"])
        #expect(screen(.inline, height: 4) == ["Bread", "( ) Rye", "(•) Spelt", "( ) Sourdough"])
        #expect(screen(.radioGroup, height: 4) == screen(.inline, height: 4))
        #expect(screen(.segmented) == ["│ Rye │ Spelt │ Sourdough │"], "the segments alone, as an iPhone's")
        #expect(screen(.menu) == ["Bread [ Spelt ▾ ]"])
        let segmented = Sample.host(60, 1) { LoafPicker(bakery: bakery).pickerStyle(.segmented) }.buffer
        #expect(segmented[8, 0].style.reverse && !segmented[2, 0].style.reverse, "the chosen segment")
    }

    @Test func aClickOnAnOptionChoosesIt() {
        let bakery = Bakery()
        let segments = ViewHost(LoafPicker(bakery: bakery).pickerStyle(.segmented), width: 60, height: 1)
        segments.renderFrame()
        segments.send(.mouse(MouseEvent(.click, x: 24, y: 0)))  // in "Sourdough"
        #expect(bakery.loaf == .sourdough)
        let row = ViewHost(LoafPicker(bakery: bakery), width: 60, height: 1)
        row.renderFrame()
        row.send(.mouse(MouseEvent(.click, x: 11, y: 0)))  // on "Rye"
        #expect(bakery.loaf == .rye)
    }

    @Test func aColumnStepsWithUpAndDownAndLetsTheFocusGoAtItsEnds() {
        let bakery = Bakery()
        let host = ViewHost(
            VStack(alignment: .leading) {
                LoafPicker(bakery: bakery).pickerStyle(.inline)
                Button("Bake") {}
            }, width: 30, height: 5)
        host.renderFrame()
        host.send(.tab)
        host.send(.down)
        #expect(bakery.loaf == .sourdough)
        host.send(.down)
        #expect(bakery.loaf == .sourdough && host.focusedIdentity == "Button", "past the last, Down moves on")
        host.send(.up)
        host.send(.up)
        #expect(bakery.loaf == .spelt)
    }

    @Test func aMenuPickerOpensTheOptionsAndAChoiceClosesIt() {
        let bakery = Bakery()
        let host = ViewHost(LoafPicker(bakery: bakery).pickerStyle(.menu), width: 30, height: 6)
        host.renderFrame()
        host.send(.tab)
        host.send(.enter)
        host.renderFrame()
        // The list opens under the button, as wide as its longest option and the mark.
        #expect(
            Array(host.buffer.lines.prefix(5)) == [
                "Bread [ Spelt ▾ ]", "      ┌─────────────┐", "      │   Rye       │", "      │ ✓ Spelt     │",
                "      │   Sourdough │",
            ])
        host.send(.down)
        host.send(.down)
        host.send(.enter)
        #expect(bakery.loaf == .sourdough)
        host.renderFrame()
        #expect(host.buffer.lines == ["Bread [ Sourdough ▾ ]", "", "", "", "", ""])
    }

    /// SwiftUI's automatic style is a menu in a form and a list: the choice shown, the options
    /// a click away. Elsewhere it stays a row; a style set explicitly stays as it is.
    @Test func theAutomaticStyleInAFormOrAListIsAMenu() {
        let bakery = Bakery()
        let form = Sample.host(30, 4) { Form { LoafPicker(bakery: bakery) } }.buffer.lines
        #expect(form.first == "Bread [ Spelt ▾ ]")
        let list = Sample.host(30, 4) { List { LoafPicker(bakery: bakery) } }.buffer.lines
        #expect(list.first == "Bread [ Spelt ▾ ]")
        let explicit = Sample.host(60, 4) { Form { LoafPicker(bakery: bakery).pickerStyle(.segmented) } }
        #expect(explicit.buffer.lines.first == "│ Rye │ Spelt │ Sourdough │")
        let inline = Sample.host(30, 5) { Form { LoafPicker(bakery: bakery).pickerStyle(.inline) } }
        #expect(inline.buffer.lines.prefix(2) == ["Bread", "( ) Rye"])
    }

    @Test func aFormsAutomaticPickerOfManyOptionsOpensTheirList() {
        struct Party: View {
            @State private var people = 2
            var body: some View {
                Form { Picker("N", selection: $people) { ForEach(2..<10) { Text("\($0) people") } } }
            }
        }
        let tester = ViewTester(Party(), width: 24, height: 12)
        #expect(tester.lines.first == "N [ 2 people ▾ ]")
        tester.press(.tab, .enter, .down, .enter)
        #expect(tester.lines.first == "N [ 3 people ▾ ]")
    }
}
