import Foundation
import Testing
import TrackingCore

@testable import ViewTree

/// SwiftUI's look-only vocabulary: each modifier compiles and draws the closest a terminal
/// can, which for most is the view as it is without the modifier.
@Suite @MainActor struct AppearanceTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Title")
                Text("Subtitle")
            }
        }
    }

    @Test func graphicEffectsDrawTheViewAsItIs() {
        let plain = Sample.lines(20, 3) { Card() }
        let decorated = Sample.lines(20, 3) {
            Card()
                .cornerRadius(12)
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .shadow(color: .black, radius: 4, x: 0, y: 2)
                .blur(radius: 2)
                .scaleEffect(1.5)
                .rotationEffect(.degrees(45))
                .rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))
                .brightness(0.1).contrast(1.2).saturation(0.5).grayscale(1).hueRotation(.degrees(90))
                .blendMode(.multiply).compositingGroup().drawingGroup()
                .mask { Circle() }
                .contentShape(Rectangle())
                .ignoresSafeArea()
                .edgesIgnoringSafeArea(.all)
                .preferredColorScheme(.dark)
                .accessibilityLabel("card").accessibilityHint(Text("opens it")).accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibility(addTraits: .isHeader).accessibility(removeTraits: .isButton)
                .accessibility(value: Text("1")).accessibility(identifier: "card").accessibility(sortPriority: 1)
                .imageScale(.large).minimumScaleFactor(0.5)
                .controlSize(.large).sensoryFeedback(.success, trigger: 1).dynamicTypeSize(.large)
        }
        #expect(decorated == plain)
    }

    @Test func stylesDrawTheirNearestColour() {
        let host = Sample.host(12, 4) {
            VStack(alignment: .leading) {
                Text("gradient").foregroundStyle(
                    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                Text("material").background(.ultraThinMaterial)
                Text("tertiary").foregroundStyle(.tertiary)
                Text("faint").foregroundStyle(Color.green.opacity(0.3))
            }
        }
        #expect(host.buffer[0, 0].style.foreground == .red, "a gradient is its first colour")
        #expect(host.buffer[0, 1].style.background == .default, "a material paints nothing")
        #expect(host.buffer[0, 2].style.foreground == .brightBlack)
        #expect(host.buffer[0, 3].style.foreground == .green && host.buffer[0, 3].style.dim)
    }

    @Test func aFaintColourPaintsNoBackgroundAndClearShowsWhatIsBehind() {
        let host = Sample.host(6, 2) {
            VStack(alignment: .leading) {
                Text("a").background(Color.red.opacity(0.2))
                Text("b").background(Color.clear).background(Color.blue)
            }
        }
        #expect(host.buffer[0, 0].style.background == .default)
        #expect(host.buffer[0, 1].style.background == .blue)
    }

    @Test func coloursOfHueWhiteAndAssetNames() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(white: 1) == Color(red: 1, green: 1, blue: 1))
        #expect(Color("AccentColor") == .accentColor && Color("BrandBlue") == .primary)
        #expect(Color.accent == .accentColor, "the symbol Xcode generates for the AccentColor asset")
        #expect(Color.red.gradient._color == .red)
    }

    @Test func shapesFillTheirFrameAndRoundOnesHaveRoundCorners() {
        let lines = Sample.lines(6, 3) {
            ZStack {
                Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [2]))
            }
        }
        #expect(lines == ["╭────╮", "│    │", "╰────╯"])
        let capsule = Sample.lines(4, 2) { Capsule().strokeBorder(lineWidth: 2) }
        #expect(capsule == ["╭──╮", "╰──╯"])
        let trimmed = Sample.lines(4, 2) { Rectangle().trim(from: 0, to: 0.5).stroke(lineWidth: 1) }
        #expect(trimmed == ["┌──┐", "└──┘"])
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func aShapeOfOnesOwnIsDrawnAsItsFrame() {
        let lines = Sample.lines(4, 2) { Triangle().stroke(lineWidth: 1) }
        #expect(lines == ["┌──┐", "└──┘"])
        let path = Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func aNamedImageIsAPlaceholder() {
        let lines = Sample.lines(8, 1) {
            HStack {
                Image("flag-France").resizable().renderingMode(.original).interpolation(.high); Text("x")
            }
        }
        #expect(lines == ["▣ x"])
    }

    @Test func anAsyncImageShowsItsPlaceholderAndFetchesNothing() {
        let url = URL(string: "https://example.org/cat.png")
        #expect(Sample.lines(3, 1) { AsyncImage(url: url) } == ["▣"])
        let placeholder = Sample.lines(12, 1) {
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
        }
        #expect(placeholder[0].trimmingCharacters(in: .whitespaces).count == 1, "a spinner: \(placeholder)")
        let phase = Sample.lines(12, 1) {
            AsyncImage(url: url) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Text("failed")
                } else {
                    Text("loading")
                }
            }
        }
        #expect(phase == ["loading"])
    }
}
