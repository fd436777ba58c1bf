import Testing

@testable import ViewTree

/// `.progressViewStyle(_:)`, as SwiftUI's: `.linear` a bar, `.circular` a spinner (or a
/// filling circle when the progress is known), a style of one's own drawn from the
/// configuration; and the current value's label.
@Suite @MainActor struct ProgressViewStyleTests {
    @Test func linearIsTheBarAndCircularTheCircleOrTheSpinner() {
        #expect(
            Sample.lines(20, 1) { ProgressView(value: 0.5).progressViewStyle(.linear) } == ["[█████░░░░░] 50%"])
        #expect(Sample.lines(20, 1) { ProgressView(value: 0.5).progressViewStyle(.circular) } == ["◑ 50%"])
        #expect(Sample.lines(20, 1) { ProgressView("Copy", value: 1).progressViewStyle(.circular) } == ["Copy ● 100%"])
        let spinner = Sample.lines(20, 1) { ProgressView().progressViewStyle(.circular) }[0]
        #expect(spinner.count == 1 && "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains(spinner))
        let bar = Sample.lines(20, 1) { ProgressView().progressViewStyle(.linear) }[0]
        #expect(bar.count == 12 && bar.hasPrefix("[") && bar.filter { $0 == "█" }.count == 1, "a block along the bar")
    }

    @Test func aStyleMadeWithATintDrawsInIt() {
        let circle = Sample.host(12, 1) {
            ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .red))
        }
        #expect(circle.buffer[0, 0].style.foreground == .red && circle.buffer[0, 0].character == "◑")
        let bar = Sample.host(20, 1) { ProgressView(value: 1).progressViewStyle(LinearProgressViewStyle(tint: .green)) }
        let outer = Sample.host(20, 1) {
            ProgressView(value: 1).progressViewStyle(LinearProgressViewStyle()).tint(.green)
        }
        #expect(bar.buffer[1, 0].style == outer.buffer[1, 0].style, "as `.tint(.green)` draws the bar")
        #expect(bar.buffer[1, 0].style != Sample.host(20, 1) { ProgressView(value: 1) }.buffer[1, 0].style)
    }

    @Test func theStyleReachesEveryProgressViewInside() {
        let lines = Sample.lines(12, 2) {
            VStack(alignment: .leading) {
                ProgressView(value: 0.25)
                ProgressView(value: 1)
            }
            .progressViewStyle(.circular)
        }
        #expect(lines == ["◔ 25%", "● 100%"])
    }

    @Test func theCurrentValueLabelTakesThePlaceOfThePercentage() {
        let lines = Sample.lines(30, 1) {
            ProgressView(value: 3, total: 4) {
                Text("Files")
            } currentValueLabel: {
                Text("3 of 4")
            }
        }
        #expect(lines == ["Files [████████░░] 3 of 4"])
    }

    struct Steps: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                configuration.label
                Text("step \(Int((configuration.fractionCompleted ?? 0) * 4)) of 4")
            }
        }
    }

    @Test func aStyleOfOnesOwnDrawsFromTheConfiguration() {
        #expect(
            Sample.lines(20, 1) { ProgressView("Setup", value: 0.5).progressViewStyle(Steps()) } == [
                "Setup step 2 of 4"
            ])
        #expect(Sample.lines(20, 1) { ProgressView().progressViewStyle(Steps()) } == ["step 0 of 4"], "no label")
    }
}
