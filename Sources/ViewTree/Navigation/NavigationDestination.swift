import TrackingCore

extension View {
    /// Makes the views for the values of type `data` in the enclosing stack's path: a
    /// `NavigationLink(value:)` with such a value shows `destination(value)`. Put it inside
    /// the stack (on the root's content, as in SwiftUI), not on a view the path shows.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _DestinationRegistration(content: self, register: { $0.register(data) { AnyView(destination($0)) } })
    }

    /// Shows `destination` over this view in the enclosing stack while `isPresented` is true;
    /// going back (Escape) sets it false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        _PresentedDestination(content: self, isPresented: isPresented, destination: AnyView(destination()))
    }

    /// Shows `destination(item)` over this view in the enclosing stack while `item` is not
    /// nil, as SwiftUI's; going back (Escape) sets it to nil. Another item set while the page
    /// shows is shown on that page.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let value = item.wrappedValue
        let isPresented = Binding(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return navigationDestination(isPresented: isPresented) {
            if let value { destination(value) }
        }
    }
}

/// Content that registers a destination with the stack it is in.
public struct _DestinationRegistration<Content: View>: View, ModifierNodeView {
    let content: Content
    let register: (NavigationModel) -> Void
    @Environment(\.navigation) private var navigation

    /// The content; the destination goes to the stack once the frame's bodies have run, so
    /// a path's view waiting for it shows in the same frame.
    public var body: some View {
        if let model = navigation?.model, let node = EvaluationContext.current {
            let register = self.register
            node.host.handUp { register(model) }
        }
        return content
    }
}

/// The view for one value of a stack's path, made by the destination for its type.
struct _PathDestination: View {
    let model: NavigationModel
    let value: AnyHashable

    var body: some View {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        if let destination = model.destinations[type] {
            destination(value)
        } else {
            Text("No navigationDestination for \(Swift.type(of: value.base))")
        }
    }
}

/// Content that shows a destination over itself while a binding is true.
public struct _PresentedDestination<Content: View>: View, ModifierNodeView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: AnyView
    @Environment(\.navigation) private var navigation
    /// Which view this content's destination was pushed as, since the binding turned true.
    @State private var shown = PushedPage()

    /// The content; the destination is pushed or popped once the frame's bodies have run. It
    /// is pushed once each time the binding turns true: a binding that cannot be set false (a
    /// `.constant(true)`) does not push it again after going back, so Escape still leaves.
    public var body: some View {
        if let navigation, let node = EvaluationContext.current {
            let (shown, isPresented, destination) = (self.shown, self.isPresented, self.destination)
            let isShown = shown.id.map(navigation.model.isPushed)
            if !isPresented.wrappedValue, isShown != true { shown.id = nil }
            if isPresented.wrappedValue, isShown == true {
                // Shown: built again with this run's values, as SwiftUI's.
                shown.update(in: navigation) { destination }
            } else if isPresented.wrappedValue, shown.id == nil {
                node.host.handUp {
                    navigation.push(destination) { isPresented.wrappedValue = false }
                    shown.id = navigation.model.pushed.last?.id
                }
            } else if !isPresented.wrappedValue, isShown == true, let id = shown.id {
                node.host.handUp {
                    // Its page, and the pages over it, while it is still there: another
                    // destination pushed in the same frame at this depth has taken its place.
                    while navigation.model.pushed.contains(where: { $0.id == id }) { navigation.model.pop() }
                    shown.id = nil
                }
            }
        }
        return content
    }
}
