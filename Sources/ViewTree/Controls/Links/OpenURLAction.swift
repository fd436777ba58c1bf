import Foundation

/// What opens a URL, as SwiftUI's `OpenURLAction`: read `@Environment(\.openURL)` and call
/// it; set your own with `.environment(\.openURL, OpenURLAction { url in ... })`. The
/// default hands the URL to the system's opener (`xdg-open`, `open` on macOS), which opens
/// it in the browser or the app that takes it.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public enum Result: Sendable {
        /// It opened it.
        case handled
        /// It would not open it.
        case discarded
        /// The system's opener should open it.
        case systemAction
    }

    private let handler: (URL) -> Result
    /// The command the system's action runs, the URL after it.
    private let opener: [String]

    /// An action that asks `handler` first; `.systemAction` passes the URL on to the system.
    public init(handler: @escaping (URL) -> Result) {
        self.init(handler: handler, opener: Self.systemOpener)
    }

    init(handler: @escaping (URL) -> Result, opener: [String]) {
        self.handler = handler
        self.opener = opener
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then tells `completion` whether it was opened: the system's opener counts
    /// as opening it once it started.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        switch handler(url) {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction: completion(Self.run(opener + [url.absoluteString]))
        }
    }

    /// The command that opens URLs here.
    static var systemOpener: [String] {
        #if os(macOS)
            ["/usr/bin/open"]
        #else
            ["/usr/bin/env", "xdg-open"]
        #endif
    }

    /// Starts `command` without a terminal of its own: no output over the app's screen, and
    /// no wait for a browser to close.
    private static func run(_ command: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// What opens a URL: a `Link`'s press, or your own code.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
