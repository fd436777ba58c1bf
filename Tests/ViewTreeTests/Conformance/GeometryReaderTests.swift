import Testing
import TrackingCore

@testable import ViewTree

/// `GeometryReader` as SwiftUI documents it: it takes all the space offered, its content is
/// built from the proxy's size and sits at the top-leading corner; a change of size or of
/// what the closure reads runs the closure again, not the body around it.
@Suite @MainActor struct GeometryReaderTests {
    @Trackable final class Label {
        var text = "hello"
    }

    struct SizeView: View {
        let label: Label

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                GeometryReader { proxy in
                    Text("\(label.text) \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Text("at \(Int(proxy.frame(in: .global).minY))")
                }
            }
        }
    }

    @Test func theContentSeesTheSizeGivenAndSitsAtTheTopLeading() {
        let host = ViewHost(SizeView(label: Label()), width: 20, height: 4)
        host.renderFrame()
        // The reader takes the three rows below "top", all the width; the content is
        // stacked as a group's views are, from the top-leading corner.
        #expect(host.buffer.lines == ["top", "hello 20x3", "at 1", ""])
    }

    @Test func aResizeBuildsTheContentAgainForTheNewSize() {
        let host = ViewHost(SizeView(label: Label()), width: 20, height: 4)
        host.renderFrame()
        host.resize(width: 12, height: 6)
        host.renderFrame()
        #expect(host.buffer.lines == ["top", "hello 12x5", "at 1", "", "", ""])
    }

    @Test func aChangeTheClosureReadRunsItAloneWithoutTheBodyAround() {
        let label = Label()
        let host = ViewHost(SizeView(label: label), width: 20, height: 4)
        host.renderFrame()
        label.text = "bye"
        let report = host.renderFrame()
        #expect(report.evaluations.map(\.viewType) == ["GeometryReader"])
        #expect(report.evaluations.first?.cause.description.contains("text") == true)
        #expect(host.buffer.lines == ["top", "bye 20x3", "at 1", ""])
    }

    @Test func aReaderInAStackSharesTheSpaceAsAnyFlexibleView() {
        let host = ViewHost(
            Sample {
                HStack(spacing: 0) {
                    Text("ab")
                    GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }
                    GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }
                }
            }, width: 12, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["abw5   w5"])
    }
}
