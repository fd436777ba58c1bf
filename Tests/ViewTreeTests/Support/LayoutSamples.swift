import Foundation
import ViewTree

/// Control flow in a view builder: `if`/`else`, `if let`, `switch`.
struct ControlFlowView: View {
    let flag: Bool
    let name: String?
    let count: Int

    var body: some View {
        VStack {
            if flag {
                Text("on")
            } else {
                Text("off")
            }
            if let name {
                Text("hello \(name)")
            }
            switch count {
            case 0: Text("none")
            case 1: Text("one")
            default: Text("many")
            }
            Group {
                EmptyView()
                Text("grouped")
            }
        }
    }
}

/// Wraps any content, to render primitives and modifiers in tests.
struct Sample<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
    }
}

extension Sample {
    /// A host that has drawn `content` in a first frame at `width` x `height`, its views
    /// living in `clock`'s time.
    static func host(
        _ width: Int, _ height: Int, clock: ViewClock = .system, @ViewBuilder _ content: () -> Content
    ) -> ViewHost {
        let host = ViewHost(Sample(content: content), width: width, height: height, clock: clock)
        host.renderFrame()
        return host
    }

    /// A host that has drawn `content` in a first frame at `width` x `height`, its lengths
    /// points at `scale` (``EnvironmentValues/pointsPerCell``).
    static func host(_ width: Int, _ height: Int, scale: CGSize, @ViewBuilder _ content: () -> Content) -> ViewHost {
        let host = ViewHost(Sample(content: content).environment(\.pointsPerCell, scale), width: width, height: height)
        host.renderFrame()
        return host
    }

    /// The lines `content` shows in a first frame at `width` x `height`.
    static func lines(_ width: Int, _ height: Int, @ViewBuilder _ content: () -> Content) -> [String] {
        host(width, height, content).buffer.lines
    }
}
