import Dispatch
import class Foundation.Thread

/// Names hand-written computed properties for change explanations, for `@Trackable`.
///
/// A name is found by comparing key paths, and a key path to a property isolated to the main
/// actor (a main-actor model, or any class of a module whose default isolation is the main
/// actor) can only be formed there. So the comparison runs on the main actor, where views
/// read models; a computed property first read on another thread is named by its key path.
public func _trackingComputedPropertyName(
    of keyPath: AnyKeyPath, lookup: @MainActor (AnyKeyPath) -> String?
) -> String {
    let fallback = "\(keyPath)"
    guard MainActorThread.isCurrent else { return fallback }
    // Key paths are immutable values.
    nonisolated(unsafe) let keyPath = keyPath
    return MainActor.assumeIsolated { lookup(keyPath) } ?? fallback
}

/// Whether code runs where the main actor does: the main thread, or the main queue, which a
/// worker thread drains once the main thread has handed it over (`dispatchMain()`, as an
/// async `main` does on Linux).
private enum MainActorThread {
    /// Set once on the main queue: reading it back tells whether the code runs on it.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
