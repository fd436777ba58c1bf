import Synchronization
import TrackingCore

/// Two counters that several threads write at once: the accessors are the ones `@Trackable`
/// generates, line for line, over atomic storage instead of plain stored properties, so the
/// stress tests race the registrar's protocol and not the counters themselves (a plain `Int`
/// written from two threads is a data race whatever the registrar does).
final class AtomicStore: Trackable, Sendable {
    private let _$trackingRegistrar = TrackingRegistrar()
    private let storedA = Atomic<Int>(10)
    private let storedB = Atomic<Int>(20)

    var a: Int {
        get { read(0, storedA) }
        set { write(0, "a", storedA, newValue) }
    }

    var b: Int {
        get { read(1, storedB) }
        set { write(1, "b", storedB, newValue) }
    }

    private func read(_ index: Int, _ value: borrowing Atomic<Int>) -> Int {
        _$trackingRegistrar.access(index)
        return value.load(ordering: .relaxed)
    }

    private func write(_ index: Int, _ name: String, _ value: borrowing Atomic<Int>, _ newValue: Int) {
        if _$trackingRegistrar.isObserved(index) {
            _$trackingRegistrar.withMutation(of: self, index, name) { value.store(newValue, ordering: .relaxed) }
        } else {
            value.store(newValue, ordering: .relaxed)
            _$trackingRegistrar.didStoreUnobserved(of: self, index, name)
        }
    }
}
