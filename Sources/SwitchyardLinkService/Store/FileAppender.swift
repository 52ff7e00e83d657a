#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwitchyardPlatform

/// Appends lines to a file on a thread of its own and flushes them to the disk
/// (`durableSync`) before it answers: the concurrency pool never waits on the disk.
///
/// Lines that arrive while a flush is under way are written together and share the next
/// flush (a group commit); each caller resumes only after the flush that covers its line.
///
/// The queue and the stop flag are behind one `Locked`: callers add to them in
/// `append`/`stop`, the writer thread waits on it for work in `run`. `descriptor` and `path`
/// are constants, and the descriptor is written by the writer thread alone.
final class FileAppender: Sendable {
    private typealias Job = (bytes: [UInt8], continuation: CheckedContinuation<Void, any Error>)

    private struct Work {
        var queue: [Job] = []
        var stopping = false
    }

    private let descriptor: Int32
    private let path: String
    private let work = Locked(Work())

    /// Takes over `descriptor` (opened for appending); closes it when stopped.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        DetachedThread.start { [self] in run() }
    }

    /// Appends `line` and returns once it is on the disk.
    func append(_ line: String) async throws(LinkStoreError) {
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let queued = work.withLockWakingWaiters { work in
                    if work.stopping { return false }
                    work.queue.append((Array(line.utf8), continuation))
                    return true
                }
                if !queued { continuation.resume(throwing: LinkStoreError("the link store \(path) is closed")) }
            }
        } catch let error as LinkStoreError {
            throw error
        } catch {
            throw LinkStoreError("\(error)")
        }
    }

    /// Stops the thread once the lines already given are written; closes the file.
    func stop() {
        work.withLockWakingWaiters { $0.stopping = true }
    }

    private func run() {
        while true {
            let (jobs, done) = work.withLock(
                waitingUntil: { !$0.queue.isEmpty || $0.stopping },
                then: { work in
                    let jobs = work.queue
                    work.queue.removeAll()
                    return (jobs, work.stopping && jobs.isEmpty)
                })
            if done { break }
            var bytes: [UInt8] = []
            for job in jobs { bytes.append(contentsOf: job.bytes) }
            let failure = writeAndSync(bytes)
            for job in jobs {
                if let failure {
                    job.continuation.resume(throwing: LinkStoreError("cannot write to the link store \(path): \(failure)"))
                } else {
                    job.continuation.resume()
                }
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
