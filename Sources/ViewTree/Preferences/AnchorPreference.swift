extension View {
    /// Sets the preference `key` to `transform` of an anchor of this view (its bounds, a
    /// point of it), taken where the view is laid out: an overlay made of the value
    /// (``overlayPreferenceValue(_:alignment:_:)``) reads it in its own coordinates through
    /// a `GeometryReader` (`proxy[anchor]`). It is taken again when a view inside runs, as
    /// the other preferences are; a view moved by a change elsewhere keeps its last anchor
    /// until then.
    public func anchorPreference<Value, Key: PreferenceKey>(
        key _: Key.Type = Key.self, value: Anchor<Value>.Source, transform: @escaping (Anchor<Value>) -> Key.Value
    ) -> some View {
        _AnchorPreferenceContent<Self, Key>(content: self) { frame in
            PreferenceValue(key: ObjectIdentifier(Key.self), value: transform(value.anchor(frame)))
        }
    }

    /// Changes, with `transform`, the value the views inside this one set for `key` (combined
    /// by its `reduce`), given an anchor of this view: ``anchorPreference(key:value:transform:)``
    /// for a value made of several views.
    public func transformAnchorPreference<Value, Key: PreferenceKey>(
        key _: Key.Type = Key.self, value: Anchor<Value>.Source,
        transform: @escaping (inout Key.Value, Anchor<Value>) -> Void
    ) -> some View {
        _AnchorPreferenceContent<Self, Key>(content: self) { frame in
            let anchor = value.anchor(frame)
            return PreferenceValue(key: ObjectIdentifier(Key.self), value: ()) { values in
                var combined = Key.combined(values)
                transform(&combined, anchor)
                return combined
            }
        }
    }
}

/// Content whose preference value is made of its frame: a node of its own, so that the frame
/// it was laid out in is known when the value is read, after the layout.
public struct _AnchorPreferenceContent<Content: View, Key: PreferenceKey>: View, ModifierNodeView {
    let content: Content
    let value: (CGRect) -> PreferenceValue
    @Environment(\.pointsPerCell) private var pointsPerCell

    /// The content, setting the value made of the node's frame (in points, as a geometry
    /// reader's frames are).
    public var body: some View {
        weak let node = EvaluationContext.current
        let (value, scale) = (self.value, CellScale(pointsPerCell))
        return FramePreference(content: content, key: ObjectIdentifier(Key.self)) {
            value(scale.points(CGRect(cells: node?.frame ?? CellRect(x: 0, y: 0, width: 0, height: 0))))
        }
    }
}

/// Content setting a value for the preference `key` made when it is read.
struct FramePreference<Content: View>: PrimitiveView {
    let content: Content
    let key: ObjectIdentifier
    let value: () -> PreferenceValue

    static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.preference(PreferenceValue(key: view.key, value: (), made: view.value), .combining(children)))
    }
}
