import Foundation
import Testing

@testable import ViewTree

/// The shape and style spellings the inventory marks supported or drawn as their closest:
/// rounded rectangles by corner size, paths, shapes as static members, tints that are not
/// colours, the foreground's levels and the contextual styles, colours in a colour space,
/// and every gradient drawn in its first colour.
@Suite @MainActor struct ShapeAndStyleSpellingsTests {
    @Test func aRoundedRectangleByCornerSizeOrStyleHasRoundCorners() {
        let corner = CGSize(width: 6, height: 2)
        let rounded = ["╭───╮", "│   │", "╰───╯"]
        #expect(Sample.lines(5, 3) { RoundedRectangle(cornerSize: corner).stroke(lineWidth: 1) } == rounded)
        #expect(
            Sample.lines(5, 3) { RoundedRectangle(cornerSize: corner, style: .circular).stroke(lineWidth: 1) }
                == rounded)
        #expect(Sample.lines(5, 3) { RoundedRectangle(cornerRadius: 2, style: .continuous).stroke(.red) } == rounded)
        let filled = Sample.host(3, 2) { RoundedRectangle(cornerSize: corner).fill(.green) }
        #expect(filled.buffer[0, 0].style.background == .green && filled.buffer[2, 1].style.background == .green)
        #expect(RoundedRectangle(cornerSize: corner).cornerRadius == 6, "the radius is the size's width")
    }

    /// A filled shape can be stroked too, as SwiftUI's `ShapeView`s: the outline is drawn
    /// over the fill, and a second fill over both.
    @Test func aFilledShapeIsStrokedOverItsFill() {
        let host = Sample.host(6, 3) { Capsule().fill(.yellow).stroke(.blue, lineWidth: 8) }
        #expect(host.buffer.lines == ["╭────╮", "│    │", "╰────╯"])
        #expect(host.buffer[0, 0].style.foreground == .blue, "the outline in its colour")
        #expect(host.buffer[2, 1].style.background == .yellow, "the fill inside")
        #expect(host.buffer[0, 0].style.background == .yellow, "and under the outline")
        let twice = Sample.host(4, 2) { Rectangle().stroke(.red).fill(.green) }
        #expect(twice.buffer.lines == ["", ""], "a fill over the outline covers it")
        #expect(twice.buffer[0, 0].style.background == .green)
        let shape: Capsule = Capsule().fill(.yellow).stroke(.blue).shape
        #expect(shape._hasRoundCorners, "the shape is given on")
    }

    /// The fills and strokes apps write compile with the style-returning `fill` and `stroke`
    /// and draw their colour: an implicit member chain, colours with an opacity, a material
    /// (nothing), a gradient (its first colour), the tint.
    @Test func theUsualFillAndStrokeSpellingsDrawTheirColour() {
        #expect(Sample.host(2, 1) { Rectangle().fill(.red.opacity(0.7)) }.buffer[0, 0].style.background == .red)
        // A terminal cannot blend: below one half a fill is not drawn.
        #expect(Sample.host(2, 1) { Circle().fill(Color.blue.opacity(0.2)) }.buffer[0, 0].style.background == .default)
        #expect(Sample.host(2, 1) { Capsule().fill(.ultraThinMaterial) }.buffer[0, 0].style.background == .default)
        let gradient = LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)
        #expect(Sample.host(2, 1) { Rectangle().fill(gradient) }.buffer[0, 0].style.background == .green)
        #expect(Sample.host(2, 1) { Rectangle().fill(.tint) }.buffer[0, 0].style.background == .blue)
        let outline = Sample.host(3, 2) { RoundedRectangle(cornerRadius: 4).stroke(.gray.opacity(0.5), lineWidth: 2) }
        #expect(outline.buffer.lines == ["╭─╮", "╰─╯"])
    }

    @Test func aPathKeepsTheRectangleAroundItsPoints() {
        var lines = Path()
        lines.addLines([CGPoint(x: 2, y: 1), CGPoint(x: 6, y: 4), CGPoint(x: 3, y: 2)])
        #expect(lines.boundingRect == CGRect(x: 2, y: 1, width: 4, height: 3))
        var boxes = Path()
        boxes.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        boxes.addEllipse(in: CGRect(x: 5, y: 5, width: 1, height: 3))
        #expect(boxes.boundingRect == CGRect(x: 0, y: 0, width: 6, height: 8))
        boxes.addRoundedRect(in: CGRect(x: -1, y: 2, width: 1, height: 1), cornerSize: CGSize(width: 1, height: 1))
        #expect(boxes.boundingRect.minX == -1)
        var curves = Path()
        curves.move(to: .zero)
        curves.addQuadCurve(to: CGPoint(x: 4, y: 0), control: CGPoint(x: 2, y: 9))
        #expect(curves.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 0), "a curve counts by its end")
        curves.addCurve(to: CGPoint(x: 4, y: 3), control1: CGPoint(x: 9, y: 9), control2: CGPoint(x: -9, y: -9))
        #expect(curves.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 3))
        var arc = Path()
        arc.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(arc.boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4), "an arc counts its whole circle")
    }

    /// The outline any shape draws: its static members must name the kind of shape.
    func outline<S: Shape>(_ shape: S) -> [String] {
        Sample.lines(4, 2) { shape.stroke(lineWidth: 1) }
    }

    @Test func shapesNamedAsStaticMembersAreTheirShapes() {
        let square = ["┌──┐", "└──┘"]
        let round = ["╭──╮", "╰──╯"]
        #expect(outline(.rect) == square)
        #expect(outline(.rect(cornerSize: CGSize(width: 3, height: 3))) == round)
        #expect(outline(.circle) == round)
        #expect(outline(.capsule(style: .circular)) == round)
        #expect(outline(.ellipse) == round)
        let backed = Sample.host(6, 1) { Text("ok").padding(.horizontal, 2).background(.yellow, in: .ellipse) }
        #expect((0..<6).allSatisfy { backed.buffer[$0, 0].style.background == .yellow }, "the whole frame")
    }

    @Test func aTintThatIsNotAColourMarksControlsInItsFirstColour() {
        let gradient = LinearGradient(colors: [.green, .red], startPoint: .leading, endPoint: .trailing)
        let host = Sample.host(20, 1) { Toggle("On", isOn: .constant(true)).tint(gradient) }
        #expect(host.buffer[1, 0].style.foreground == .green, "the x of [x]")
        let grey = Sample.host(20, 1) { Toggle("On", isOn: .constant(true)).tint(HierarchicalShapeStyle.secondary) }
        #expect(grey.buffer[1, 0].style.foreground == .brightBlack)
        let accent = Sample.host(20, 1) { Toggle("On", isOn: .constant(true)).accentColor(.magenta) }
        #expect(accent.buffer[1, 0].style.foreground == .magenta, "accentColor is the older tint")
        let untinted = Sample.host(20, 1) { Toggle("On", isOn: .constant(true)).accentColor(nil) }
        #expect(untinted.buffer[1, 0].style.foreground == .default)
    }

    @Test func theFirstOfTwoForegroundStylesIsDrawn() {
        let host = Sample.host(4, 1) { Text("ab").foregroundStyle(.red, .blue) }
        #expect(host.buffer[0, 0].style.foreground == .red && host.buffer[1, 0].style.foreground == .red)
        let levels = Sample.host(4, 1) { Text("ab").foregroundStyle(.quaternary, .primary) }
        #expect(levels.buffer[0, 0].style.foreground == .brightBlack)
    }

    @Test func theForegroundLevelsAndTheContextualStyles() {
        func foreground(_ style: some ShapeStyle) -> TerminalColor {
            Sample.host(2, 1) { Text("a").foregroundStyle(style) }.buffer[0, 0].style.foreground
        }
        #expect(foreground(.primary) == .default)
        #expect(foreground(.quaternary) == .brightBlack)
        #expect(foreground(.quinary) == .brightBlack)
        #expect(foreground(.foreground) == .default)
        #expect(foreground(.tint) == Color.accentColor.terminalColor)
        let behind = Sample.host(2, 1) { Text("a").background(.background).background(Color.red) }
        #expect(behind.buffer[0, 0].style.background == .red, ".background paints nothing over what is behind")
        let tinted = Sample.host(2, 1) { Text("a").foregroundStyle(.tint).tint(.green) }
        #expect(tinted.buffer[0, 0].style.foreground == Color.accentColor.terminalColor, "not the view's tint")
    }

    @Test func coloursInAColourSpaceAreItsRedGreenAndBlue() {
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0).terminalColor == .rgb(255, 128, 0))
        #expect(Color(.displayP3, red: 0, green: 0, blue: 1) == Color(red: 0, green: 0, blue: 1))
        #expect(Color(.sRGBLinear, white: 0.2).terminalColor == .rgb(51, 51, 51))
        let host = Sample.host(4, 1) {
            HStack(spacing: 0) {
                Text("a").foregroundStyle(Color(.sRGB, red: 0, green: 1, blue: 0))
                Text("b").background(Color(.sRGB, white: 1, opacity: 0.3))
                Text("c").foregroundStyle(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.2))
            }
        }
        #expect(host.buffer[0, 0].style.foreground == .rgb(0, 255, 0))
        #expect(host.buffer[1, 0].style.background == .default, "a faint background is not painted")
        #expect(host.buffer[2, 0].style.dim && host.buffer[2, 0].style.foreground == .rgb(255, 0, 0))
    }

    @Test func everyGradientIsDrawnInItsFirstColour() {
        let angular = Sample.host(3, 2) { AngularGradient(colors: [.cyan, .red], center: .center) }
        #expect(angular.buffer[0, 0].style.background == .cyan && angular.buffer[2, 1].style.background == .cyan)
        func background(_ style: some ShapeStyle) -> TerminalColor {
            Sample.host(2, 1) { Text("a").background(style) }.buffer[0, 0].style.background
        }
        #expect(background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) == .red)
        let stops = Gradient(stops: [.init(color: .blue, location: 0.9), .init(color: .yellow, location: 0.1)])
        #expect(
            background(.radialGradient(stops, center: .center, startRadius: 0, endRadius: 5)) == .yellow,
            "the first by location, not by order")
        #expect(
            background(.angularGradient(colors: [.green, .red], center: .center, startAngle: .zero, endAngle: .zero))
                == .green)
        #expect(background(.linearGradient(stops, startPoint: .leading, endPoint: .trailing)) == .yellow)
        let filled = Sample.host(2, 1) {
            Circle().fill(.angularGradient(stops, center: .center, startAngle: .zero, endAngle: .degrees(90)))
        }
        #expect(filled.buffer[0, 0].style.background == .yellow)
    }
}
