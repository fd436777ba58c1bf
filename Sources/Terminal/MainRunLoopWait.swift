import Dispatch
import Foundation

/// Waiting as the main actor's run loop: while the terminal waits for a key, Foundation's
/// main run loop runs what was given to the main actor (the main dispatch queue, so
/// `DispatchQueue.main`, `Task { @MainActor in }` and `MainActor.run`) and fires its timers
/// (`Timer.scheduledTimer`).
///
/// The descriptors the terminal waits on (the keyboard, the wake pipe) become read sources on
/// the main queue, whose only work is to end the wait: the run loop returns after it services
/// the main queue. So does any other work given to the main actor; a timer that changes a
/// model wakes the loop through the frame request, which writes the wake pipe. Nothing polls:
/// the run loop sleeps in the kernel until one of them comes.
final class MainRunLoopWait {
    private let sources: [any DispatchSourceRead]

    /// Ends waits when one of `descriptors` can be read.
    init(descriptors: [Int32]) {
        sources = descriptors.map { descriptor in
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            // Nothing to do: running at all ends the run loop's wait. The loop reads.
            source.setEventHandler {}
            source.resume()
            return source
        }
    }

    deinit {
        cancel()
    }

    /// Runs the main run loop until a descriptor can be read, work was given to the main
    /// actor, or `milliseconds` pass (-1: as long as it takes).
    func wait(milliseconds: Int32) {
        let limit = milliseconds < 0 ? Date.distantFuture : Date(timeIntervalSinceNow: Double(milliseconds) / 1000)
        _ = RunLoop.main.run(mode: .default, before: limit)
    }

    /// Stops watching the descriptors, before they are closed or the terminal is given back.
    func cancel() {
        for source in sources where !source.isCancelled { source.cancel() }
    }
}
