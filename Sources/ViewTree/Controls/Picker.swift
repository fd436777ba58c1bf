/// A choice among a few options, each a view marked with `.tag(value)`:
/// `Priority  ( ) A  (•) B  ( ) C`. Focused, Left and Right (or Space) choose the previous or
/// next option. The options are its content: `Text("A").tag("A")`, or a `ForEach`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.isEnabled) private var isEnabled

    /// A picker of `selection` among the tagged views of `content`, shown after `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The label, then each option with its mark; the focused picker is underlined.
    public var body: some View {
        let isFocused = FocusReader.isFocused(accepting: isEnabled)
        let options = PickerOptions(selected: AnyHashable(selection.wrappedValue))
        let selection = self.selection
        return HStack(spacing: 2) {
            label
            HStack(spacing: 2) { content }
                .environment(\.pickerOptions, options)
                .underline(isFocused)
        }
        .onKeyPress(keys: [.leftArrow, .rightArrow, .space]) { press in
            let tags = options.tags.compactMap { $0.base as? SelectionValue }
            guard !tags.isEmpty else { return .ignored }
            let current = tags.firstIndex(of: selection.wrappedValue) ?? 0
            let step = press.key == .leftArrow ? -1 : 1
            selection.wrappedValue = tags[(current + step + tags.count) % tags.count]
            return .handled
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// The value this view stands for among a picker's options.
    public func tag<Value: Hashable>(_ value: Value) -> some View {
        _TaggedContent(content: self, tag: AnyHashable(value))
    }
}

/// A picker's option: its mark, then its content. Outside a picker, just the content.
public struct _TaggedContent<Content: View>: PrimitiveView {
    let content: Content
    let tag: AnyHashable

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        guard let options = resolver.environment.pickerOptionsWithoutRecording else {
            return resolver.resolve(view.content)
        }
        options.tags.append(view.tag)
        resolver.resolve(
            HStack(spacing: 1) {
                Text(view.tag == options.selected ? "(•)" : "( )")
                    .marked(view.tag == options.selected, tint: resolver.environment.tint)
                view.content
            })
    }
}

/// The options a picker's body found, in order, and the one selected.
final class PickerOptions {
    let selected: AnyHashable
    var tags: [AnyHashable] = []

    init(selected: AnyHashable) {
        self.selected = selected
    }
}

private struct PickerOptionsKey: EnvironmentKey {
    static var defaultValue: PickerOptions? { nil }
}

extension EnvironmentValues {
    var pickerOptions: PickerOptions? {
        get { self[PickerOptionsKey.self] }
        set { self[PickerOptionsKey.self] = newValue }
    }

    /// The picker's options as its own body resolves them: not a read that should run a view
    /// again when it changes (the picker runs anyway).
    var pickerOptionsWithoutRecording: PickerOptions? {
        entry(PickerOptionsKey.self)
    }
}
