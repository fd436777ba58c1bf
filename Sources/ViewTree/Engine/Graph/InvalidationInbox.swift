import SanitizedMutex
import Synchronization

/// Where trackings post their changes, from any thread, until the next frame drains them.
///
/// The first change after a drain calls the frame request handler, so a run loop can wake
/// up; later changes join the same frame.
final class InvalidationInbox: Sendable {
    private struct Contents {
        var pending: [Invalidation] = []
        var requestFrame: (@Sendable () -> Void)?
    }

    private let contents = Mutex(Contents())

    func post(_ invalidation: Invalidation) {
        let request = contents.withSanitizedLock { contents in
            contents.pending.append(invalidation)
            return contents.pending.count == 1 ? contents.requestFrame : nil
        }
        request?()
    }

    func drain() -> [Invalidation] {
        contents.withSanitizedLock { contents in
            defer { contents.pending.removeAll(keepingCapacity: true) }
            return contents.pending
        }
    }

    var isEmpty: Bool {
        contents.withSanitizedLock { $0.pending.isEmpty }
    }

    func setFrameRequestHandler(_ handler: (@Sendable () -> Void)?) {
        contents.withSanitizedLock { $0.requestFrame = handler }
    }
}
