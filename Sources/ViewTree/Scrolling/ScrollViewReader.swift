import TrackingCore

/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside it to a
/// view by its id (`.id(_:)`, or a `ForEach` element's id).
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         Button("Last") { proxy.scrollTo(99, anchor: .bottom) }
///         ForEach(0..<100, id: \.self) { Text("Row \($0)").id($0) }
///     }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var requests = ScrollRequests()

    /// A reader whose `content` gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, with the reader's requests in its environment.
    public var body: some View {
        content(ScrollViewProxy(requests: requests)).environment(\.scrollRequests, requests)
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
public struct ScrollViewProxy {
    let requests: ScrollRequests

    /// Scrolls so that the view with `id` shows: with `anchor`, its anchor point on the same
    /// point of the window (`.top` puts it at the top); without, by the least that shows it.
    /// It takes effect when the scroll views are next drawn; an id no view inside has does
    /// nothing.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.request = ScrollRequests.Request(id: AnyHashable(id), anchor: anchor)
        requests.count += 1
    }
}

/// A reader's requests: the scroll views inside read `count`, so that a request runs them.
@Trackable final class ScrollRequests {
    var count = 0
    @TrackingIgnored var request: Request?

    /// One `scrollTo`.
    struct Request {
        let id: AnyHashable
        let anchor: UnitPoint?
    }
}

extension EnvironmentValues {
    /// The requests of the nearest ``ScrollViewReader``.
    var scrollRequests: ScrollRequests? {
        get { self[ScrollRequestsKey.self] }
        set { self[ScrollRequestsKey.self] = newValue }
    }

    /// Whether a scroll view here is scrolled to views by their ids (a reader or a bound
    /// position around it), without recording a read: a `ForEach` then gives each element a
    /// node of its own, so that even a text has a frame to scroll to.
    var scrollsToIDs: Bool {
        entry(ScrollRequestsKey.self) != nil || hasScrollPositionBinding
    }

    private struct ScrollRequestsKey: EnvironmentKey {
        static var defaultValue: ScrollRequests? { nil }
    }
}
