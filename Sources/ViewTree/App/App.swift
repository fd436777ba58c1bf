import Foundation
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program written as SwiftUI's: `@main struct MyApp: App` whose `body` is a
/// `WindowGroup { ContentView() }`. `main()` runs it on the terminal until Ctrl-C (or a key
/// a view turns into an exit), restoring the terminal on every way out. Its lengths are
/// SwiftUI's points, 8 a column and 22 a row (``EnvironmentValues/pointsPerCell``); an app
/// written in cells sets `.environment(\.pointsPerCell, CGSize(width: 1, height: 1))` on its
/// root view.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scene: the root view in a `WindowGroup`.
    @SceneBuilder var body: Body { get }
    /// Makes the app; `main()` calls it once.
    init()
}

extension App {
    /// Runs the app on the terminal and exits with its status. A terminal that cannot be
    /// used (not a terminal, TERM unusable) ends the process with a message and status 1.
    /// With `VIEWTREE_INSPECTOR=1` in the environment the app runs inside the
    /// ``RenderInspector``, which shows what each frame ran and why.
    public static func main() {
        let root = rootInPoints
        let inspects = getenv("VIEWTREE_INSPECTOR").map { String(cString: $0) == "1" } ?? false
        let program: any TerminalProgram = inspects ? InspectedProgram(root) : ViewProgram(root)
        do {
            let terminal = try TerminalScreen.open(mouse: true)
            let status = TerminalLoop.run(program, on: terminal)
            terminal.close()
            // Foundation on Linux writes `UserDefaults` out only when asked: an app that
            // stored a score with `set(_:forKey:)`, as on Apple's systems, would lose it.
            UserDefaults.standard.synchronize()
            exit(status)
        } catch {
            var message = Array("\(CommandLine.arguments.first ?? "app"): \(error)\n".utf8)
            _ = write(2, &message, message.count)
            exit(1)
        }
    }

    /// Runs the app on `backend` (a `MemoryBackend` in tests) and returns its exit status.
    @discardableResult
    public static func run(on backend: some TerminalBackend) -> Int32 {
        TerminalLoop.run(ViewProgram(rootInPoints), on: backend)
    }

    private static var rootInPoints: some View {
        Self().body._rootInPoints
    }
}

/// What an app shows: on a terminal, one window, the whole screen.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the root view.
    associatedtype _Root: View
    /// Framework internal: the root view.
    var _root: _Root { get }
    /// Framework internal: where the scene shows in the terminal, its one window.
    var _placement: _ScenePlacement { get }
}

extension Scene {
    /// Framework internal: the root view as an app shows it, its lengths SwiftUI's points: an
    /// app written for SwiftUI lays out in proportion (see ``EnvironmentValues/pointsPerCell``;
    /// a root view that sets its own scale keeps it). Centred in the terminal, as SwiftUI
    /// centres a window's content: a view smaller than the screen sits in its middle.
    public var _rootInPoints: some View {
        _root.frame(maxWidth: .infinity, maxHeight: .infinity)
            .environment(\.pointsPerCell, EnvironmentValues.swiftUIPointsPerCell)
    }
}

/// The scene of an app's root view. The terminal is its one window; the title is not shown.
public struct WindowGroup<Content: View>: Scene {
    /// Framework internal: the root view.
    public let _root: Content

    /// A scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        _root = content()
    }

    /// A scene showing `content`; the terminal has no window title to give it.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        _root = content()
    }
}

/// Builds an app's `body`: one scene.
@MainActor @preconcurrency
@resultBuilder
public enum SceneBuilder {
    /// The scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S {
        scene
    }
}
