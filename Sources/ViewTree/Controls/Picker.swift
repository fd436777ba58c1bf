/// A choice among a few options, each a view marked with `.tag(value)`:
/// `Priority  ( ) A  (•) B  ( ) C`. Focused, Left and Right (or Space) choose the previous or
/// next option. The options are its content: `Text("A").tag("A")`, or a `ForEach`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.pickerLayout) private var style
    @Environment(\.isInForm) private var isInForm

    /// A picker of `selection` among the tagged views of `content`, shown after `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker of `selection` among the tagged views of `content`, shown after `label`, a
    /// view made already: SwiftUI's older spelling of ``init(selection:content:label:)``.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// The label, then the options as the picker style lays them out; the focused picker is
    /// underlined.
    public var body: some View {
        let layout = style.resolved(inRows: isInForm || EvaluationContext.current?.isInListRow == true)
        let isFocused = FocusReader.isFocused(accepting: isEnabled && layout != .menu)
        let selection = self.selection
        let choose = { (tag: AnyHashable) in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        }
        let options = PickerOptions(selected: AnyHashable(selection.wrappedValue), layout: layout, choose: choose)
        return Group {
            switch layout {
            case .row, .automatic:
                HStack(cellSpacing: 2) {
                    _ControlLabel(content: label)
                    HStack(cellSpacing: 2) { content }.environment(\.pickerOptions, options).underline(isFocused)
                }
            case .column:
                VStack(alignment: .leading) {
                    _ControlLabel(content: label)
                    VStack(alignment: .leading) { content }.environment(\.pickerOptions, options).underline(isFocused)
                }
            case .wheel:
                VStack(alignment: .leading) {
                    _ControlLabel(content: label)
                    PickerWheel(options: options) { content }.environment(\.pickerOptions, options).underline(isFocused)
                }
            case .segmented:
                // The segments alone, as an iPhone's segmented control: its label is for
                // accessibility, and the segments need the width.
                HStack(spacing: 0) {
                    content
                    Text("│")
                }
                .environment(\.pickerOptions, options).underline(isFocused)
            case .menu:
                HStack(cellSpacing: 1) {
                    _ControlLabel(content: label)
                    Menu {
                        content.environment(\.pickerOptions, options.listing)
                    } label: {
                        content.environment(\.pickerOptions, options)
                    }
                }
            }
        }
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow, .space]) { press in
            guard layout != .menu else { return .ignored }
            let tags = options.tags.compactMap { $0.base as? SelectionValue }
            guard !tags.isEmpty else { return .ignored }
            let current = tags.firstIndex(of: selection.wrappedValue) ?? 0
            switch press.key {
            case .upArrow, .downArrow:
                // A column or a wheel steps through its options, and lets the focus go on at
                // its ends.
                let target = current + (press.key == .upArrow ? -1 : 1)
                guard layout == .column || layout == .wheel, tags.indices.contains(target) else { return .ignored }
                selection.wrappedValue = tags[target]
            default:
                let step = press.key == .leftArrow ? -1 : 1
                selection.wrappedValue = tags[(current + step + tags.count) % tags.count]
            }
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
    /// The value this view stands for among a picker's options, or a tab view's page (after
    /// `.tabItem`, or alone: a page with no item in the bar).
    public func tag<Value: Hashable>(_ value: Value) -> some View {
        _TaggedContent(content: self, tag: AnyHashable(value))
    }
}

/// A view with a tag of its own: a `ForEach` in a picker does not tag it with its id.
protocol TaggedView {}

/// A picker's option, drawn as its picker's style says (see ``PickerLayout``); a click on it
/// chooses it. Outside a picker, just the content.
public struct _TaggedContent<Content: View>: PrimitiveView, TaggedView {
    let content: Content
    let tag: AnyHashable

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        if let page = view.content as? any TabItemPage { return page.resolve(tag: view.tag, into: resolver) }
        // In a tab view, a tagged view is a page of its own. With no item of its own, its
        // place stands for it in the bar, as SwiftUI keeps a tab without a label.
        if let pages = resolver.environment.tabPagesWithoutRecording {
            let item = AnyView(Text("\(pages.pages.count + 1)"))
            return resolver.resolve(_TabItemContent(content: view.content, item: item, tag: view.tag))
        }
        guard let options = resolver.environment.pickerOptionsWithoutRecording else {
            if let rows = resolver.environment.listSelectionRowsWithoutRecording {
                return resolver.resolve(rows.row(view.content, tag: view.tag))
            }
            return resolver.resolve(view.content)
        }
        options.tags.append(view.tag)
        let isChosen = view.tag == options.selected
        let tint = resolver.environment.tint
        let (choose, tag) = (options.choose, view.tag)
        switch options.layout {
        case .row, .column, .wheel, .automatic:
            resolver.resolve(
                HStack(cellSpacing: 1) {
                    Text(isChosen ? "(•)" : "( )").marked(isChosen, tint: tint)
                    view.content
                }
                .onTapGesture { choose(tag) })
        case .segmented:
            resolver.resolve(
                HStack(spacing: 0) {
                    Text("│")
                    HStack(spacing: 0) {
                        Text(" ")
                        view.content
                        Text(" ")
                    }
                    .reverse(isChosen)
                    .onTapGesture { choose(tag) }
                })
        case .menu where options.isListing:
            resolver.resolve(
                Button {
                    choose(tag)
                } label: {
                    HStack(cellSpacing: 1) {
                        Text(isChosen ? "✓" : " ").marked(isChosen, tint: tint)
                        view.content
                    }
                })
        case .menu:
            if isChosen { resolver.resolve(view.content) }
        }
    }
}

/// The options a picker's body found, in order, the one selected, and how they show.
final class PickerOptions {
    let selected: AnyHashable
    let layout: PickerLayout
    /// Whether the options are a menu's open list (each a button), not its label.
    let isListing: Bool
    let choose: (AnyHashable) -> Void
    var tags: [AnyHashable] = []

    init(selected: AnyHashable, layout: PickerLayout, isListing: Bool = false, choose: @escaping (AnyHashable) -> Void)
    {
        self.selected = selected
        self.layout = layout
        self.isListing = isListing
        self.choose = choose
    }

    /// The same options, for a menu's open list.
    var listing: PickerOptions {
        PickerOptions(selected: selected, layout: layout, isListing: true, choose: choose)
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
