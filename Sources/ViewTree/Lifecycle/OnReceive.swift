import Dispatch
import OpenCombine

extension View {
    /// Runs `action` on the main actor with each value `publisher` sends while the view is in
    /// the tree: subscribed after the frame that shows it, cancelled when it goes. The action of
    /// the view's latest body is the one called.
    ///
    /// Values reach the action through the main queue, whichever thread sent them, so it runs
    /// between frames, as a key's action does, and what it changes shows in the next frame.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        _ReceiveContent(content: self, publisher: publisher, action: action)
    }
}

/// Content that receives a publisher's values: a node of its own, whose life the subscription
/// follows.
public struct _ReceiveContent<Content: View, P: Publisher>: View, ModifierNodeView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    /// The content; the node keeps the subscription and the latest action.
    public var body: some View {
        if let node = EvaluationContext.current {
            let life = node.lifecycle()
            let receiver = life.receiver as? Receiver ?? Receiver()
            receiver.action = action
            if life.receiver == nil {
                life.receiver = receiver
                let publisher = self.publisher
                let clock = node.host.clock
                node.host.afterFrame { ViewClock.$subscribing.withValue(clock) { receiver.subscribe(to: publisher) } }
            }
        }
        return content
    }

    /// The subscription and the action it calls.
    final class Receiver: LifecycleSubscription {
        var action: ((P.Output) -> Void)?
        private var subscription: AnyCancellable?
        private var hasEnded = false

        func subscribe(to publisher: P) {
            guard !hasEnded else { return }
            // Sendable, so not the main actor's: the publisher may send from any thread.
            subscription = publisher.sink { @Sendable [weak self] value in
                // A value is handed over once, to the main queue; the publisher's types need
                // not be Sendable.
                nonisolated(unsafe) let value = value
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.action?(value) }
                }
            }
        }

        func cancel() {
            hasEnded = true
            subscription?.cancel()
            subscription = nil
        }
    }
}

/// A subscription a node keeps while it is in the tree.
@MainActor
protocol LifecycleSubscription: AnyObject {
    /// Ends it: the node left the tree.
    func cancel()
}
