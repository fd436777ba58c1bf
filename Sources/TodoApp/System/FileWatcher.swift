#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import Synchronization

/// Tells when other programs change a file: the kernel's notifications (inotify) on the
/// file's folder, so a save by rename (vim, Syncthing), a delete and re-create, and writes in
/// place all count. A thread of its own waits in `poll` without a timeout: an idle app uses
/// no CPU. Changes in a burst (a program writing in several parts) are told once, when the
/// file has been quiet for a moment, so a merge does not read half a write. Where the kernel
/// has no inotify nothing is watched: a save that finds the file changed still merges.
final class FileWatcher: Sendable {
    /// How long the file must be quiet before a change is told.
    static let quietTime = Duration.milliseconds(40)

    private let stop: (read: Int32, write: Int32)
    private let changed = Flag()
    private let cancelled = Flag()

    /// A flag shared with the watching thread.
    private final class Flag: Sendable {
        let value = Atomic<Bool>(false)
    }

    /// Watches the files at `paths` (their folders' entries of those names); calls `onChange`
    /// on its own thread after a change. Nil when the system cannot watch.
    init?(paths: [String], onChange: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            let names = Set(paths.map { URL(fileURLWithPath: $0).lastPathComponent })
            // The watches are added on the watching thread: adding one costs the kernel a walk
            // over the folder's entries (15 ms in a folder of ten thousand), which would delay
            // the first screen. A change made before they are in place shows in the files'
            // identities, taken now and compared once they are.
            let identities = paths.map { FileIdentity(path: $0) }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else {
                close(descriptor)
                return nil
            }
            stop = (pipeEnds[0], pipeEnds[1])
            let stopRead = pipeEnds[0]
            let watched = names
            Thread.detachNewThread { [changed] in
                let mask = UInt32(
                    IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
                // Once a folder: the file and its link's target are often side by side.
                for folder in Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }) {
                    _ = inotify_add_watch(descriptor, folder, mask)
                }
                let changedMeanwhile = paths.map { FileIdentity(path: $0) } != identities
                Self.watch(
                    descriptor, names: watched, stop: stopRead, changed: changed, pending: changedMeanwhile,
                    onChange: onChange)
                close(descriptor)
                close(stopRead)
            }
        #else
            return nil
        #endif
    }

    /// Whether a change was told since the last call.
    func takeChange() -> Bool {
        changed.value.exchange(false, ordering: .acquiringAndReleasing)
    }

    deinit {
        cancel()
    }

    /// Whether a change was told and not taken yet.
    var hasChange: Bool { changed.value.load(ordering: .acquiring) }

    /// Stops watching; the thread ends.
    func cancel() {
        guard !cancelled.value.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(stop.write, &byte, 1)
        close(stop.write)
    }

    #if canImport(Glibc)
        /// The thread's loop: waits for events on `descriptor` or a byte on `stop`; after an
        /// event naming one of `names` (or from the start when `pending`), waits until the
        /// folder is quiet, then tells.
        private static func watch(
            _ descriptor: Int32, names: Set<String>, stop: Int32, changed: Flag, pending: Bool,
            onChange: @Sendable () -> Void
        ) {
            var pending = pending
            while true {
                var fds = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                ]
                // Without a change pending, no timeout: nothing runs until the kernel says.
                let timeout = pending ? Int32(quietTime.components.attoseconds / 1_000_000_000_000_000) : -1
                let ready = poll(&fds, 2, timeout)
                if ready < 0, errno == EINTR { continue }
                if fds[1].revents != 0 || ready < 0 { return }
                if ready == 0 {
                    pending = false
                    changed.value.store(true, ordering: .releasing)
                    onChange()
                    continue
                }
                if readEvents(descriptor, names: names) { pending = true }
            }
        }

        /// Reads the events waiting; whether one names a watched file (or the queue
        /// overflowed, when any file may have changed).
        private static func readEvents(_ descriptor: Int32, names: Set<String>) -> Bool {
            // Uninitialized: a read fills it; a save makes several events, each read here.
            withUnsafeTemporaryAllocation(byteCount: 4096, alignment: MemoryLayout<inotify_event>.alignment) {
                buffer in
                var matched = false
                while true {
                    let count = read(descriptor, buffer.baseAddress, buffer.count)
                    guard count > 0 else { return matched }
                    let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = bytes[nameStart..<min(count, nameStart + Int(event.len))]
                        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 || names.contains(name) { matched = true }
                        offset = nameStart + Int(event.len)
                    }
                }
            }
        }
    #endif
}
