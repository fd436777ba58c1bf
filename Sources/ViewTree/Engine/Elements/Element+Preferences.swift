@MainActor
extension Element {
    /// Appends, in layout order, the values the views in this element set for the
    /// preference `key`; a value set around views replaces theirs.
    func collectPreferences(_ key: ObjectIdentifier, into values: inout [Any]) {
        switch self {
        case .preference(let stored, let content):
            let preference = stored.key == key ? stored.made?() ?? stored : stored
            if preference.key == key, let transform = preference.transform {
                var inside: [Any] = []
                content.collectPreferences(key, into: &inside)
                values.append(transform(inside))
            } else if preference.key == key {
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
        case .styled(_, let content), .padded(_, let content), .framed(_, let content),
            .containerRelative(_, let content), .fixed(_, _, let content),
            .prioritized(_, let content), .zIndexed(_, let content), .gridCell(_, let content),
            .bordered(_, let content),
            .scrolled(_, let content), .shifted(_, _, let content, _), .clipping(let content),
            .guided(_, let content), .preference(_, let content):
            [content]
        }
    }
}
