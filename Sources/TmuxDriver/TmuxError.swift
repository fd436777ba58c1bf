import Foundation

/// What went wrong driving tmux.
public enum TmuxError: Error, CustomStringConvertible {
    case failed(String, String)
    case timedOut(waitingFor: String, screen: [String])

    /// The failed command and its output, or what was awaited and the screen at the time.
    public var description: String {
        switch self {
        case .failed(let command, let output): "\(command) failed: \(output)"
        case .timedOut(let what, let screen):
            "timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n")
        }
    }
}
