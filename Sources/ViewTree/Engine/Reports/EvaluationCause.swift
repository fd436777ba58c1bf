import TrackingCore

/// Why a view's body ran.
public enum EvaluationCause: Sendable, CustomStringConvertible {
    /// The node was just created.
    case firstAppearance
    /// A tracked property the body read changed, e.g. `TodoItem(aaa).isDone`.
    case dependency(TrackedChange)
    /// An `@Observable` model the body read changed, as Apple's Observation reported it.
    case observation(ObservedChange)
    /// An `ObservableObject` the view holds (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`) sent `objectWillChange`; its type name.
    case objectWillChange(String)
    /// A derived value the body used changed, because of the given change.
    case derivedValue(TrackedChange)
    /// The parent's body ran and gave this view different inputs.
    case parentInputs
    /// One of the view's `@State` values changed: its name, and the change, which carries
    /// the old and new values when they are recorded.
    case state(String, change: TrackedChange? = nil)
    /// An environment value the body read changed; the key or object type.
    case environment(String)
    /// A lazy list's inline row ran because the list was laid out again (a resize, its
    /// parent running) with no tracked change of its own.
    case relayout

    /// The cause without the changed property's values: `TodoItem(aaa).isDone`.
    public var summary: String {
        switch self {
        case .dependency(let change): change.name
        case .derivedValue(let change): "derived value from \(change.name)"
        case .state(let name, _): "@State \(name)"
        default: description
        }
    }

    /// The changed property's old and new values, described, when they were recorded
    /// (`ViewHost.recordsValues`); nil for other causes.
    public var oldValue: String? { trackedChange?.oldValue }

    /// See ``oldValue``.
    public var newValue: String? { trackedChange?.newValue }

    private var trackedChange: TrackedChange? {
        switch self {
        case .dependency(let change), .derivedValue(let change): change
        case .state(_, let change): change
        default: nil
        }
    }

    /// Whether a model changed (a property, a derived value, an `@Observable` model or an
    /// `ObservableObject`), rather than the view appearing or its parent or state running it.
    public var isModelChange: Bool {
        switch self {
        case .dependency, .derivedValue, .observation, .objectWillChange: true
        case .firstAppearance, .parentInputs, .state, .environment, .relayout: false
        }
    }

    /// The cause with the values when recorded: `TodoItem(aaa).isDone false → true`.
    public var description: String {
        switch self {
        case .firstAppearance: "first appearance"
        case .dependency(let change): change.description
        case .observation(let change): change.description
        case .objectWillChange(let typeName): "\(typeName).objectWillChange"
        case .derivedValue(let change): "derived value from \(change)"
        case .parentInputs: "parent re-ran with new inputs"
        case .state(let name, let change):
            "@State \(name)" + (change?.oldValue.map { " \($0) → \(change?.newValue ?? "?")" } ?? "")
        case .environment(let key): "environment \(key)"
        case .relayout: "list laid out again"
        }
    }
}
