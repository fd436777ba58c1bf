/// What a node with `.onPreferenceChange` keeps: how to read its value and run the action,
/// and the value it last delivered. The host asks it to deliver after a frame in which a
/// node inside it ran (or it is new): preferences are read again only where they can have
/// changed.
@MainActor
final class PreferenceWatch {
    /// Reads the value from the node's content; runs the action (handed up, so it runs in
    /// the same frame) when it differs from the last.
    var deliver: () -> Void = {}
    var lastValue: Any?
    /// Whether its node ran (or is new) since it last delivered: its content may set other
    /// values now.
    var needsDelivery = true
    weak var node: ViewNode?

    /// The watch of `node`, made and registered with its host the first time.
    static func of(_ node: ComposedNode) -> PreferenceWatch {
        let life = node.lifecycle()
        if let watch = life.preferenceWatch { return watch }
        let watch = PreferenceWatch()
        watch.node = node
        life.preferenceWatch = watch
        node.host.preferenceWatches.append(watch)
        return watch
    }
}

extension ViewHost {
    /// Delivers the preferences of the watches whose node ran, or that have a node that ran
    /// inside them, since the last call in this frame.
    func deliverPreferences() {
        guard !preferenceWatches.isEmpty else { return }
        preferenceWatches.removeAll { $0.node?.isAlive != true }
        let ran = frameEventNodes[min(preferencesSeenEvents, frameEventNodes.count)...]
        preferencesSeenEvents = frameEventNodes.count
        for watch in preferenceWatches {
            guard let node = watch.node else { continue }
            let changed = watch.needsDelivery || ran.contains { $0 === node || $0.isDescendant(of: node) }
            guard changed else { continue }
            watch.needsDelivery = false
            watch.deliver()
        }
    }
}

@MainActor
extension Element {
    /// Appends, in layout order, the values the views in this element set for the
    /// preference `key`; a value set around views replaces theirs.
    func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {
        switch self {
        case .preference(let preference, let content):
            if preference.key == key {
                values.append(preference.value)
            } else {
                content.collectPreferences(key, into: &values)
            }
        case .node(let node):
            node.collectPreferences(key, into: &values)
        default:
            for part in parts { part.collectPreferences(key, into: &values) }
        }
    }

    /// The elements directly inside this one, in layout order (a background before its view).
    private var parts: [Element] {
        switch self {
        case .empty, .text, .spacer, .filled, .outline, .divider, .node:
            []
        case .layered(_, let parts), .stack(_, let parts), .grid(_, let parts), .gridRow(_, let parts),
            .custom(_, let parts):
            parts
        case .decorated(_, let base, let decoration, let isBelow):
            isBelow ? [decoration, base] : [base, decoration]
        case .presenting(let base, let top, _):
            [base, top]
        case .styled(_, let content), .padded(_, let content), .framed(_, let content), .fixed(_, _, let content),
            .prioritized(_, let content), .zIndexed(_, let content), .bordered(_, let content),
            .scrolled(_, let content), .shifted(_, _, let content, _), .clipping(let content),
            .guided(_, let content), .preference(_, let content):
            [content]
        }
    }
}
