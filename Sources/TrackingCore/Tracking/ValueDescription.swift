/// How a change writes a property's old and new values, for trackings that asked for them
/// (`withCancellableTracking(_:delivery:recordsValues:onChange:)`): short enough for a log line.
@usableFromInline
enum ValueDescription {
    /// `false`, `"aaa"`, `3 elements`, `TodoItem(aaa)`, `nil`.
    @usableFromInline
    static func of(_ value: Any) -> String {
        // The common values first, by a cast each: a `Mirror` and `String(describing:)`
        // reflect, which cost a toggle's status line more than the toggle.
        // The concrete types before the optional: a cast to a concrete type is a comparison,
        // one to a protocol a search of the conformances.
        switch value {
        case let bool as Bool: return bool ? "true" : "false"
        case let int as Int: return String(int)
        case let string as String: return "\"" + shortened(string, to: 24) + "\""
        case let optional as any OptionalValue: return optional.wrappedDescription
        case let character as Character: return "\"\(character)\""
        case let labeled as any TrackingLabeled:
            let label = withoutTracking { labeled.trackingLabel }
            return "\(type(of: labeled))(\(shortened(label, to: 24)))"
        case let collection as any Collection: return "\(collection.count) elements"
        default: return shortened(String(describing: value), to: 32)
        }
    }

    private static func shortened(_ text: String, to length: Int) -> String {
        text.count <= length ? text : text.prefix(length - 1) + "…"
    }
}

/// An optional, described by what it wraps, or `nil`.
private protocol OptionalValue {
    var wrappedDescription: String { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedDescription: String {
        map { ValueDescription.of($0) } ?? "nil"
    }
}
