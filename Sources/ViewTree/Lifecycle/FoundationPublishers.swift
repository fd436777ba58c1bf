import Dispatch
import OpenCombine

/// The publishers Combine adds to Foundation, which SwiftUI apps subscribe to with
/// `onReceive`: `Timer.publish(every:on:in:)` and `NotificationCenter.publisher(for:)`,
/// written over OpenCombine (whose Foundation part this package does not take).
extension Timer {
    /// A publisher of the date every `interval` seconds once connected (`.autoconnect()`
    /// connects it on its first subscriber), as Combine's: scheduled on `runLoop` in `mode`,
    /// which for `.main` is the app's run loop.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Combine's timer publisher: connected, it sends the date at each tick to every
    /// subscriber.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // Unchecked: the subject is sent to from the timer's run loop only.
        /// The dates of the ticks.
        public typealias Output = Date
        /// A timer does not fail.
        public typealias Failure = Never

        let interval: TimeInterval
        let tolerance: TimeInterval?
        let runLoop: RunLoop
        let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()
        /// The running timer's connection, until it is cancelled.
        private var connection: AnyCancellable?

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Subscribes `subscriber` to the ticks.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer, its first tick one interval from now; cancelling the result
        /// stops it. Connected again while it runs, it hands back the same connection, as
        /// Combine's: `timer.upstream.connect().cancel()` stops an autoconnected timer.
        /// Connected by a view under a manual ``ViewClock`` (a `ViewTester`'s), it ticks as
        /// that clock is advanced, with the clock's date: a test lets time pass at once, the
        /// same on every run.
        public func connect() -> any Cancellable {
            if let connection { return connection }
            let timer = start()
            let connection = AnyCancellable { [weak self] in
                timer.cancel()
                self?.connection = nil
            }
            self.connection = connection
            return connection
        }

        private func start() -> any Cancellable {
            let box = UncheckedSubject(subject: subject)
            if let clock = ViewClock.subscribing, clock.isManual {
                // Foundation's smallest interval, as its timers take it: a tick is never due
                // at once again.
                let interval = Duration.seconds(Swift.max(interval, 0.0001))
                let task = Task {
                    var next = clock.now.advanced(by: interval)
                    while (try? await clock.sleep(until: next)) != nil {
                        box.subject.send(clock.date(at: next))
                        next = next.advanced(by: interval)
                    }
                }
                return AnyCancellable { task.cancel() }
            }
            // Fired one interval from now: Foundation on Linux fires `Timer(timeInterval:...)`
            // at once, where Combine's first tick comes after an interval.
            let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
                box.subject.send(Date())
            }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given) posted to
    /// this centre, as Combine's.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
        NotificationPublisher(center: self, name: name, object: object)
    }

    /// Combine's notification publisher: each subscriber observes the centre until it cancels.
    public struct NotificationPublisher: Publisher, @unchecked Sendable {
        // Unchecked: the object is only compared by identity, as Foundation's observer does.
        /// The notifications.
        public typealias Output = Notification
        /// Observing does not fail.
        public typealias Failure = Never

        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        /// Observes the centre for `subscriber` until it cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let box = UncheckedSubject(subject: subject)
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.subject.send($0) }
            let center = self.center
            subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
        }
    }
}

/// A subject handed to a timer's or an observer's block, which Foundation marks `Sendable`:
/// the block runs on the run loop or queue the publisher was set up for.
private struct UncheckedSubject<Output>: @unchecked Sendable {
    let subject: PassthroughSubject<Output, Never>
}
