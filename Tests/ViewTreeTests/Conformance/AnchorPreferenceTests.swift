import Foundation
import Testing

@testable import ViewTree

/// Anchors, as SwiftUI's: a view hands up an anchor of its frame with `anchorPreference`,
/// and a view made of the value reads it in its own coordinates through a `GeometryProxy`:
/// the selected tab's frame for an underline drawn in an overlay.
@Suite @MainActor struct AnchorPreferenceTests {
    struct SelectedFrame: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    struct Tabs: View {
        @State private var selected = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 2) {
                    ForEach(0..<3, id: \.self) { index in
                        Button(["One", "Three", "Eleven"][index]) { selected = index }
                            .buttonStyle(.plain)
                            .anchorPreference(key: SelectedFrame.self, value: .bounds) { index == selected ? $0 : nil }
                    }
                }
                Text("")
            }
            .padding(.leading, 1)
            .overlayPreferenceValue(SelectedFrame.self, alignment: .topLeading) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let frame = proxy[anchor]
                        Text(String(repeating: "‾", count: Int(frame.width)))
                            .padding(.leading, Int(frame.minX))
                            .padding(.top, Int(frame.maxY))
                    }
                }
            }
        }
    }

    @Test func anOverlayReadsTheSelectedViewsFrameInItsOwnCoordinates() {
        let host = ViewHost(Tabs(), width: 24, height: 2)
        host.renderFrame()
        #expect(host.buffer.lines == [" One  Three  Eleven", "      ‾‾‾‾‾"])
        host.send(.tab)
        host.send(.tab)
        host.send(.tab)
        host.send(.enter)
        host.settle()
        #expect(host.buffer.lines == [" One  Three  Eleven", "             ‾‾‾‾‾‾"])
    }

    struct Corners: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
            value += nextValue()
        }
    }

    @Test func pointsAndTransformedAnchorsCombineFromSeveralViews() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                Text("ab").anchorPreference(key: Corners.self, value: .topLeading) { [$0] }
                Text("cdef")
                    .transformAnchorPreference(key: Corners.self, value: .bottomTrailing) { $0.append($1) }
            }
            .padding(1)
            .frame(width: 12, alignment: .leading)
            .overlayPreferenceValue(Corners.self) { corners in
                GeometryReader { proxy in
                    Text(corners.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " "))
                }
            },
            width: 12, height: 4)
        host.renderFrame()
        // The overlay covers the padded stack: its origin is the screen's (0, 0); the first
        // text's top-leading corner, then the second's bottom-trailing one.
        #expect(host.buffer.lines[0] == "1,1 5,3")
    }
}
