/// A value views hand up to their ancestors: each view inside sets one with
/// `.preference(key:value:)`, and an ancestor reads them, combined by ``reduce(value:nextValue:)``
/// in the order the views are laid out, with `.onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value handed up.
    associatedtype Value
    /// The value where no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (what the views so far set) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `value` for the preference `key` in this view; an ancestor reads it with
    /// ``onPreferenceChange(_:perform:)``. It replaces what views inside this one set for
    /// the same key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> PreferenceContent<Self> {
        PreferenceContent(content: self, value: PreferenceValue(key: ObjectIdentifier(key), value: value))
    }

    /// Runs `action` with the value the views inside set for `key` (combined by its
    /// `reduce`): once after the first frame that shows them, then after each frame in which
    /// it changed. The action runs before the frame is drawn to the terminal, so what it
    /// changes shows in the same frame.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> _PreferenceChangeContent<Self, K> where K.Value: Equatable {
        _PreferenceChangeContent(content: self, action: action)
    }
}

/// One view's value for one preference key.
struct PreferenceValue {
    let key: ObjectIdentifier
    let value: Any
    /// For `transformPreference`: makes the value from the values the views inside set,
    /// which `value` stands in for.
    var transform: (([Any]) -> Any)?
    /// For an anchor preference: the value as it is when read, made of the frame its view
    /// was laid out in (which `value` stands in for).
    var made: (() -> PreferenceValue)?
}

extension PreferenceKey {
    /// The values views set, in layout order, combined: the first, reduced with each next;
    /// the default value when there is none.
    static func combined(_ values: [Any]) -> Value {
        var value = values.first.map { $0 as! Value } ?? defaultValue
        for next in values.dropFirst() {
            reduce(value: &value) { next as! Value }
        }
        return value
    }
}

extension View {
    /// Changes, with `callback`, the value the views inside this one set for the preference
    /// `key` (combined by its `reduce`; its default when none sets one), as SwiftUI's: an
    /// ancestor reads the changed value.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> PreferenceContent<Self> {
        let transform: ([Any]) -> Any = { values in
            var value = K.combined(values)
            callback(&value)
            return value
        }
        return PreferenceContent(
            content: self, value: PreferenceValue(key: ObjectIdentifier(key), value: (), transform: transform))
    }
}

/// Content that sets a preference value: `.preference(key:value:)`.
public struct PreferenceContent<Content: View>: PrimitiveView {
    let content: Content
    let value: PreferenceValue

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let children = resolver.collect { resolver.resolve(view.content) }
        resolver.append(.preference(view.value, .combining(children)))
    }
}

/// Content whose preference values an action watches: `.onPreferenceChange(_:perform:)`.
/// A node of its own, so that only a change inside it makes the value be read again.
public struct _PreferenceChangeContent<Content: View, Key: PreferenceKey>: View, ModifierNodeView
where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void

    /// The content; the node keeps the latest action.
    public var body: some View {
        if let node = EvaluationContext.current {
            let watch = PreferenceWatch.of(node)
            let action = self.action
            watch.needsDelivery = true
            watch.deliver = { [unowned node, unowned watch] in
                var values: [Any] = []
                node.collectPreferences(ObjectIdentifier(Key.self), into: &values)
                let value = Key.combined(values)
                if let last = watch.lastValue as? Key.Value, last == value { return }
                watch.lastValue = value
                node.host.handUp { action(value) }
            }
        }
        return content
    }
}
