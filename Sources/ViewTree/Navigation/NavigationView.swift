/// SwiftUI's older navigation container, a stack here: `NavigationView { List { … } }` shows
/// what a ``NavigationStack`` of the same content shows. It is a type of its own, as in
/// SwiftUI, so that both `NavigationView { }` and `NavigationView(content: { })` compile: the
/// stack's initializer is spelled `root:`. Its columns are `NavigationSplitView`'s here (see
/// ``NavigationViewStyle``).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view starting at `content`, which keeps its own path.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A navigation stack of the content.
    public var body: some View {
        NavigationStack { content }
    }
}
