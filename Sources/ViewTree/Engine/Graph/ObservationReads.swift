@_spi(SwiftUI) import Observation
import Synchronization

/// What one owner (a body, a lazy list's window) read of models that use Apple's Observation,
/// and the trackings that wait for their changes.
///
/// Bodies read `@Observable` models as they read `@Trackable` ones, so each run of an owner
/// records both kinds. Two limits of Observation shape this type:
/// - A tracking made with the public `withObservationTracking` cannot be cancelled, and the
///   SPI one (as SwiftUI uses) hands the tracking only to its change handler. So once an owner
///   is known to read Observation models, each run also reads a private trigger object of the
///   owner; ``cancel()`` writes the trigger, which reaches every tracking of the last run,
///   and each cancels itself. Stale trackings never pile up on a model.
/// - Whether anything was read shows only through the public function, which makes its
///   handler only then. The first run uses it: a body that reads no Observation model pays
///   for an empty scope, nothing more. That first tracking fires at most once; if the owner ran
///   again before, the generation check drops it.
///
/// `cancel()` and `track(_:onChange:)` are called on the host's thread; handlers run on the
/// writer's thread and only read the atomic generation.
final class ObservationReads: @unchecked Sendable {
    // Safety: `trigger` is touched only on the host's thread (the public function makes its
    // handler synchronously, on the thread that called it).
    private let generation = Atomic<Int>(0)
    private var trigger: Trigger?
    /// How many times a model change reached a handler of this owner, current or stale: tests
    /// check with it that the trackings of earlier runs were cancelled.
    let handlerCalls = Atomic<Int>(0)

    /// Whether a run read an Observation model (from then on, runs read the trigger too).
    /// Observation does not tell which models or properties.
    var hasReadModels: Bool { trigger != nil }

    /// Ends the trackings of the last run: their handlers will not report, and the ones made
    /// with the trigger are cancelled now.
    func cancel() {
        generation.add(1, ordering: .releasing)
        trigger?.writes += 1
    }

    /// Runs `apply`, tracking its reads of Observation models; `onChange` gets the first
    /// change of them made before the next ``cancel()``.
    func track<T>(_ apply: () -> T, onChange: @escaping @Sendable (ObservedChange) -> Void) -> T {
        let expected = generation.load(ordering: .acquiring)
        guard let trigger else {
            return withObservationTracking(apply, onChange: self.firstReadsHandler(expected, onChange))
        }
        return withObservationTracking(
            {
                let value = apply()
                _ = trigger.writes
                return value
            },
            didSet: { [self] tracking in
                tracking.cancel()
                guard let changed = tracking.changed, type(of: changed).rootType != Trigger.self else { return }
                handlerCalls.add(1, ordering: .relaxed)
                guard isCurrent(expected) else { return }
                onChange(ObservedChange(changed))
            })
    }

    /// Called by Observation only when the first run read something: from now on runs read
    /// the trigger.
    private func firstReadsHandler(
        _ expected: Int, _ onChange: @escaping @Sendable (ObservedChange) -> Void
    ) -> @Sendable () -> Void {
        if trigger == nil { trigger = Trigger() }
        return { [self] in
            handlerCalls.add(1, ordering: .relaxed)
            if isCurrent(expected) { onChange(ObservedChange(nil)) }
        }
    }

    private func isCurrent(_ expected: Int) -> Bool {
        generation.load(ordering: .acquiring) == expected
    }
}

/// The object each run of an owner reads once the owner is known to read Observation models;
/// writing it reaches the run's trackings.
@Observable private final class Trigger {
    var writes = 0
}
