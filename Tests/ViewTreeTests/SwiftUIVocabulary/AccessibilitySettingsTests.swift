import Testing
import ViewTreeTesting

@testable import ViewTree

/// The accessibility settings a view reads with `@Environment`: the terminal's answers, so
/// an app that branches on them draws its usual views (and buttons already show a shape).
@Suite @MainActor struct AccessibilitySettingsTests {
    struct SettingsReader: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
        @Environment(\.accessibilityInvertColors) private var invertColors
        @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
        @Environment(\.accessibilityEnabled) private var accessibilityEnabled
        @Environment(\.legibilityWeight) private var legibilityWeight

        var body: some View {
            let flags = [
                reduceMotion, reduceTransparency, differentiateWithoutColor, invertColors, showButtonShapes,
                voiceOver, switchControl, accessibilityEnabled,
            ]
            return VStack(alignment: .leading) {
                Text(flags.map { $0 ? "1" : "0" }.joined())
                Text(legibilityWeight == .bold ? "bold" : "regular")
            }
        }
    }

    @Test func onlyButtonShapesShowAndTextIsRegular() {
        let tester = ViewTester(SettingsReader(), width: 10, height: 2)
        #expect(tester.lines == ["00001000", "regular"])
    }

    @Test func theLegibilityWeightCanBeSetForTheViewsInside() {
        let tester = ViewTester(SettingsReader().environment(\.legibilityWeight, .bold), width: 10, height: 2)
        #expect(tester.lines[1] == "bold")
    }
}
