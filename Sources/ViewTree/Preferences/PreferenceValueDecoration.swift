import TrackingCore

extension View {
    /// Draws the view `transform` makes of the value the views inside this one set for
    /// `key` (combined by its `reduce`; its default when none sets one) over this view, as
    /// SwiftUI's: placed as ``overlay(alignment:content:)`` places its content. The value is
    /// read from this view's content, not from the overlay, after the views inside ran; the
    /// overlay shows it in the same frame.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(
            content: self, alignment: alignment, isBelow: false, transform: transform)
    }

    /// Draws the view `transform` makes of the value the views inside this one set for
    /// `key` under this view, as SwiftUI's; see
    /// ``overlayPreferenceValue(_:alignment:_:)``.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(content: self, alignment: alignment, isBelow: true, transform: transform)
    }
}

/// Content decorated with a view made of a preference value it sets: the content watches its
/// value (a node of its own, so that only a change inside it reads the value again) and puts
/// it in a box the decoration reads, so the decoration runs when the value is delivered and
/// its own views never feed the value back.
public struct _PreferenceValueDecoration<Content: View, Key: PreferenceKey, Decoration: View>: View {
    let content: Content
    let alignment: Alignment
    let isBelow: Bool
    let transform: (Key.Value) -> Decoration
    @State private var box = PreferenceBox()

    /// The content, and the view made of its value over or under it.
    public var body: some View {
        let reader = Reader(box: box, transform: transform)
        let source = Source(content: content, box: box)
        return _DecoratedView(base: source, decoration: reader, alignment: alignment, isBelow: isBelow)
    }

    /// The content, whose node delivers its value into the box.
    struct Source: View, ModifierNodeView {
        let content: Content
        let box: PreferenceBox

        var body: some View {
            if let node = EvaluationContext.current {
                let watch = PreferenceWatch.of(node)
                let box = box
                watch.needsDelivery = true
                watch.deliver = { [unowned node] in
                    var values: [Any] = []
                    node.collectPreferences(ObjectIdentifier(Key.self), into: &values)
                    let value = Key.combined(values)
                    node.host.handUp { box.value = value }
                }
            }
            return content
        }
    }

    /// The decoration: made again when the box gets a value.
    struct Reader: View {
        let box: PreferenceBox
        let transform: (Key.Value) -> Decoration

        var body: some View {
            transform(box.value.map { $0 as! Key.Value } ?? Key.defaultValue)
        }
    }
}

/// The latest value a view's content set for a preference key, for the view made of it.
@Trackable final class PreferenceBox {
    /// Nil until the first delivery.
    var value: Any?
}
