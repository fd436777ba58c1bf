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
