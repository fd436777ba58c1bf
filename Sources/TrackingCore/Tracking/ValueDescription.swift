/// How a change writes a property's old and new values, for trackings that asked for them
/// (`withCancellableTracking(_:delivery:recordsValues:onChange:)`): short enough for a log line.
@usableFromInline
enum ValueDescription {
    /// `false`, `"aaa"`, `3 elements`, `TodoItem(aaa)`, `nil`.
    @usableFromInline
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { of($0.value) } ?? "nil"
        }
        switch value {
        case let string as String: return "\"" + shortened(string, to: 24) + "\""
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
