/// An asynchronous sequence of a computed value: its current value first, then a new value
/// after each change of the tracked properties it reads, like SE-0475's `Observations`.
///
/// Changes that happen while the consumer is busy are coalesced: the next element is
/// computed when it is asked for, so it is always current and never stale. Cancelling the
/// consuming task ends the sequence and releases its tracking.
public struct TrackedValues<Element: Sendable>: AsyncSequence, Sendable {
    private let produce: @Sendable () -> Element

    /// A sequence of the values `produce` computes.
    public init(_ produce: @escaping @Sendable () -> Element) {
        self.produce = produce
    }

    /// Starts a new, independent iteration.
    public func makeAsyncIterator() -> Iterator {
        Iterator(produce: produce)
    }

    /// Iterates the values; each iterator has its own tracking.
    public struct Iterator: AsyncIteratorProtocol {
        private let produce: @Sendable () -> Element
        private let signal = ChangeSignal()
        private var started = false

        init(produce: @escaping @Sendable () -> Element) {
            self.produce = produce
        }

        /// The current value at first, then the value after the next change; nil once the
        /// task is cancelled.
        public mutating func next() async -> Element? {
            if Task.isCancelled { return nil }
            if started {
                guard await signal.waitForChange() else { return nil }
            }
            started = true
            let (value, tracking) = withCancellableTracking(produce, delivery: .didSet) {
                [weak signal] _ in signal?.signal()
            }
            signal.watch(tracking)
            return value
        }
    }
}
