import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// Code written for SwiftUI's animations of values (`Animatable`, `AnimatablePair`,
/// `AnimatableModifier`, `animation(_:body:)`, `withTransaction` by key path) compiles and
/// shows each change at its end state: a terminal draws no frames between two values.
@Suite @MainActor struct AnimatableTests {
    /// A bar whose length would be stepped by an animation.
    struct Meter: ViewModifier, @preconcurrency Animatable {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        func body(content: Content) -> some View {
            HStack(spacing: 1) {
                content
                Text(String(repeating: "#", count: Int(level)))
            }
        }
    }

    struct Shaken: @preconcurrency AnimatableModifier {
        var offsets = AnimatablePair(2.0, 0.0)
        var animatableData: AnimatablePair<Double, Double> {
            get { offsets }
            set { offsets = newValue }
        }
        func body(content: Content) -> some View {
            HStack(spacing: 1) {
                content
                Text("\(Int(offsets.first)),\(Int(offsets.second))")
            }
        }
    }

    @Trackable final class Level {
        var value = 2.0
    }

    struct Gauge: View {
        let level: Level
        var body: some View {
            Text("lvl").modifier(Meter(level: level.value))
                .animation(.easeInOut) { $0.bold() }
        }
    }

    @Test func aChangeShowsAtItsEndState() {
        let level = Level()
        let host = ViewHost(Gauge(level: level), width: 16, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["lvl ##"])
        #expect(host.buffer[0, 0].style.bold, "what the body applies is applied")
        withAnimation(.linear(duration: 2)) { level.value = 5 }
        host.renderFrame()
        #expect(host.buffer.lines == ["lvl #####"], "the end state in the frame of the change")
        withTransaction(\.disablesAnimations, true) { level.value = 1 }
        host.renderFrame()
        #expect(host.buffer.lines == ["lvl #"])
        #expect(Sample.lines(8, 1) { Text("ab").modifier(Shaken()) } == ["ab 2,0"])
    }

    @Test func animatableValuesAddAndScaleAsVectors() {
        var pair = AnimatablePair(1.5, CGFloat(2)) + AnimatablePair(0.5, 1)
        pair.scale(by: 2)
        #expect(pair.first == 4 && pair.second == 6)
        #expect(pair.magnitudeSquared == 52)
        #expect((pair - pair) == .zero)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }
}
