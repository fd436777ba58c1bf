import Foundation
import ViewTree

/// How evaluations are written to `--log` and by headless runs: text lines for people, or one
/// JSON object per line for tools.
///
/// JSON fields: `frame` (number), `view` (the view type), `identity` (`TodoItemView#aaa`),
/// `cause` (`TodoItem(aaa).isDone`, `first appearance`, ...), `old` and `new` (the changed
/// property's values as the log writes them, or null), `duration_us` (the body's time).
public enum LogFormat: String, Sendable, CaseIterable {
    /// `frame 2  TodoItemView#aaa  cause: TodoItem(aaa).isDone false → true`.
    case text
    /// One JSON object per line, with the fields above.
    case json

    /// One evaluation as one line.
    public func line(_ event: EvaluationEvent) -> String {
        switch self {
        case .text: return event.description
        case .json:
            let (seconds, attoseconds) = event.duration.components
            let microseconds = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
            let record = Record(
                frame: event.frame, view: event.viewType, identity: event.identity, cause: event.cause.summary,
                old: event.cause.oldValue, new: event.cause.newValue,
                durationMicroseconds: (microseconds * 10).rounded() / 10)
            return (try? String(decoding: Self.encoder.encode(record), as: UTF8.self)) ?? "{}"
        }
    }

    /// The JSON object; keys as the README's schema names them.
    private struct Record: Encodable {
        let frame: Int
        let view: String
        let identity: String
        let cause: String
        let old: String?
        let new: String?
        let durationMicroseconds: Double

        // Nulls written, not left out: every line has every key.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(frame, forKey: .frame)
            try container.encode(view, forKey: .view)
            try container.encode(identity, forKey: .identity)
            try container.encode(cause, forKey: .cause)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
            try container.encode(durationMicroseconds, forKey: .durationMicroseconds)
        }

        enum Keys: String, CodingKey {
            case frame, view, identity, cause, old, new
            case durationMicroseconds = "duration_us"
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
