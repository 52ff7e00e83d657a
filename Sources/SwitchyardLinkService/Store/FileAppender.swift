#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// Appends lines to a file on a thread of its own and flushes them to the disk
/// (`durableSync`): the concurrency pool never waits on the disk.
///
/// A line is either waited for (``append(_:)`` returns once it is on the disk) or left to
/// the next flush (``appendLater(_:)``, for clicks): a flush happens as soon as a line is
/// waited for, and otherwise at most ``laterInterval`` after the oldest line left for later,
/// so a crash loses at most that much of them. Lines are written in the order they were
/// given, whichever way; lines that arrive while a flush is under way share the next one
/// (a group commit).
///
/// The queue and the stop flag are behind one `Locked`: callers add to them in
/// `append`/`appendLater`/`stop`, the writer thread waits on it for work in `run`.
/// `descriptor` and `path` are constants, and the descriptor is written by the writer thread alone.
final class FileAppender: Sendable {
    private typealias Job = (bytes: [UInt8], waiter: AppendWaiter?)

    private struct Work {
        var queue: [Job] = []
        /// How many jobs of the queue are waited for.
        var waited = 0
        /// When the oldest job left for later was queued (seconds since 1970).
        var oldestLater: Double?
        var stopping = false
    }

    /// The longest a line left for later waits before it is flushed: half a second.
    static let laterInterval = 0.5

    private let descriptor: Int32
    private let path: String
    private let work = Locked(Work())

    /// Takes over `descriptor` (opened for appending); closes it when stopped.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        DetachedThread.start { [self] in run() }
    }

    /// Queues `line` to be written and flushed at once; the waiter tells when it is on the
    /// disk. Lines are written in the order of the calls, so a caller that holds its own
    /// isolation while it calls decides the file's order.
    func append(_ line: String) -> AppendWaiter {
        let waiter = AppendWaiter()
        let bytes = Array(line.utf8)
        let queued = work.withLockWakingWaiters { work in
            if work.stopping { return false }
            work.queue.append((bytes, waiter))
            work.waited += 1
            return true
        }
        if !queued { waiter.finish(LinkStoreError("the link store \(path) is closed")) }
        return waiter
    }

    /// Queues `line` for the next flush, at most ``laterInterval`` away; does not wait. A line
    /// given after ``stop()`` is dropped.
    func appendLater(_ line: String) {
        let bytes = Array(line.utf8)
        let now = WallClock.now()
        work.withLockWakingWaiters { work in
            guard !work.stopping else { return }
            if work.oldestLater == nil { work.oldestLater = now }
            work.queue.append((bytes, nil))
        }
    }

    /// Stops the thread once the lines already given are written; closes the file.
    func stop() {
        work.withLockWakingWaiters { $0.stopping = true }
    }

    private func run() {
        while true {
            let due = work.withLock(
                waitingUntil: { !$0.queue.isEmpty || $0.stopping },
                then: { work in work.waited > 0 || work.stopping ? nil : work.oldestLater.map { $0 + Self.laterInterval } })
            let (jobs, done) = work.withLock(
                waitingUntil: { $0.waited > 0 || $0.stopping },
                deadline: due ?? 0,
                then: { work in
                    let jobs = work.queue
                    work.queue.removeAll()
                    work.waited = 0
                    work.oldestLater = nil
                    return (jobs, work.stopping && jobs.isEmpty)
                })
            if done { break }
            var bytes: [UInt8] = []
            for job in jobs { bytes.append(contentsOf: job.bytes) }
            let failure = writeAndSync(bytes)
            for job in jobs {
                job.waiter?.finish(failure.map { LinkStoreError("cannot write to the link store \(path): \($0)") })
            }
        }
        close(descriptor)
    }

    /// Writes `bytes` whole and flushes them; the system's reason on failure.
    private func writeAndSync(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return durableSync(descriptor) == 0 ? nil : String(cString: strerror(errno))
        }
    }
}

/// The end of one waited-for line's write: finished once by the writer thread, waited for by
/// one task, in either order.
final class AppendWaiter: Sendable {
    private struct State {
        var finished = false
        var failure: LinkStoreError?
        var continuation: CheckedContinuation<Void, any Error>?
    }

    private let state = Locked(State())

    /// Records the outcome (`nil`: written and flushed) and resumes the waiting task, if any.
    func finish(_ failure: LinkStoreError?) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            state.finished = true
            state.failure = failure
            defer { state.continuation = nil }
            return state.continuation
        }
        if let failure { continuation?.resume(throwing: failure) } else { continuation?.resume() }
    }

    /// Returns once the line is on the disk; throws the write's failure.
    func wait() async throws(LinkStoreError) {
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> (Bool, LinkStoreError?) in
                    if !state.finished { state.continuation = continuation }
                    return (state.finished, state.failure)
                }
                guard outcome.0 else { return }
                if let failure = outcome.1 { continuation.resume(throwing: failure) } else { continuation.resume() }
            }
        } catch let error as LinkStoreError {
            throw error
        } catch {
            throw LinkStoreError("\(error)")
        }
    }
}
