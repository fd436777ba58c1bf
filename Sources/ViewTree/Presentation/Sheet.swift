/// Sheets and alerts: while one is presented, it is drawn framed over the whole screen,
/// whatever view presents it, one row and two columns in from the edges (all of it, below
/// 40x12). The views underneath keep their nodes and state and stay drawn, but take no keys,
/// focus or clicks until the sheet goes; then the view that had the focus gets it back.
/// Escape dismisses; `@Environment(\.dismiss)` inside does too.
extension View {
    /// Presents `content` while `isPresented` is true; `onDismiss` runs when it goes, however
    /// it goes (Escape, `dismiss()`, or the app setting `isPresented` to false).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationContent(
            content: self, isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, presented: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true: a terminal's
    /// sheet covers the screen already, so this is a sheet.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for the item while `item` is not nil; dismissing sets it to nil.
    /// `onDismiss` runs when the sheet goes, however it goes.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let shown = item.wrappedValue
        return _PresentationContent(
            content: self, isPresented: shown != nil, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
            presented: { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
    }

    /// Presents `content` over the whole screen for the item while `item` is not nil: a
    /// sheet for the item, as ``fullScreenCover(isPresented:onDismiss:content:)`` is a sheet.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents an alert titled `title` with `actions` (buttons) while `isPresented` is true.
    /// Any of its buttons dismisses it after its action.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// An alert with a message under its title; see ``alert(_:isPresented:actions:)``.
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
        @ViewBuilder message: @escaping () -> Message
    ) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return _PresentationContent(content: self, isPresented: isPresented.wrappedValue, dismiss: dismiss) {
            VStack(cellSpacing: 1) {
                Text(title).bold()
                message()
                HStack(cellSpacing: 2) { actions() }
                    .environment(\.buttonDismissAction, DismissAction(dismiss))
            }
        }
    }
}

/// Content with something it may present over itself.
public struct _PresentationContent<Content: View, Presented: View>: View, ModifierNodeView {
    let content: Content
    let isPresented: Bool
    let dismiss: () -> Void
    /// Runs when `isPresented` goes from true to false, whatever made it.
    var onDismiss: (() -> Void)? = nil
    let presented: () -> Presented
    /// Whether a view in the sheet asks that Escape not dismiss it
    /// (``View/interactiveDismissDisabled(_:)``).
    @State private var dismissDisabled = false

    /// The content, with the presented view over it while it is presented.
    public var body: some View {
        let dismiss = DismissAction(self.dismiss)
        let (isPresented, dismissDisabled, disabling) = (self.isPresented, self.dismissDisabled, $dismissDisabled)
        EvaluationContext.current?.startsKeys(isPresented)
        let sheet =
            isPresented
            ? AnyView(
                presented()
                    .onPreferenceChange(InteractiveDismissDisabledKey.self) { disabling.wrappedValue = $0 }
                    .environment(\.dismiss, dismiss)
                    .cellPadding(.horizontal, 1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .border()) : nil
        // This node watches its own value (an `onChange` would be a node between it and the
        // layer, where the presented layer's keys would no longer start).
        EvaluationContext.current?.watchChange(of: isPresented, initial: false) { [onDismiss] _, presented in
            if !presented { onDismiss?() }
        }
        let host = EvaluationContext.current?.host
        return _PresentationLayer(base: content, top: sheet)
            .onKeyPress(.escape) { [weak host] in
                guard isPresented else { return .ignored }
                // A cancel button in the sheet runs its own action, as SwiftUI's does.
                if host?.pressesCancelButton() == true { return .handled }
                // Kept open by the sheet's content: Escape is used, and does nothing more.
                if !dismissDisabled { dismiss() }
                return .handled
            }
    }
}

/// Content with a view presented over the screen: the content's nodes keep their place in the
/// tree whether the top is there or not.
public struct _PresentationLayer<Base: View>: PrimitiveView {
    let base: Base
    let top: AnyView?

    /// Framework internal: adds what this view stands for to the element tree being built.
    public static func _resolve(_ view: Self, into resolver: _ViewResolver) {
        let base = resolver.collect { resolver.resolve(view.base) }
        guard let top = view.top else {
            resolver.owner.setPresentedChildren(nil)
            return resolver.append(.combining(base))
        }
        var presented: [Element] = []
        let made = resolver.nodesMade {
            resolver.withComponent(.position(1_000_000)) {
                presented = resolver.collect { resolver.resolve(top) }
            }
        }
        resolver.owner.setPresentedChildren(Set(made.map(ObjectIdentifier.init)))
        resolver.append(
            .presenting(.combining(base), .combining(presented), presenter: Element.OwnerNode(node: resolver.owner)))
    }
}

/// A node held without keeping it.
struct WeakNode {
    weak var node: ComposedNode?
}

/// Dismisses the sheet or alert it came from: `@Environment(\.dismiss) var dismiss`, then
/// `dismiss()`. Outside a presentation it does nothing.
public struct DismissAction {
    private let action: (() -> Void)?

    /// Whether there is a presentation to dismiss.
    var isActive: Bool { action != nil }

    init(_ action: (() -> Void)?) {
        self.action = action
    }

    /// Dismisses the presentation.
    public func callAsFunction() {
        action?()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(nil) }
}

private struct ButtonDismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Dismisses the presentation this view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// What a button runs after its action: an alert's dismissal.
    var buttonDismissAction: DismissAction? {
        get { self[ButtonDismissKey.self] }
        set { self[ButtonDismissKey.self] = newValue }
    }
}
