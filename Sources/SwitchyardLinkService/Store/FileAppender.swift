#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends lines to a file on a thread of its own and flushes them to the disk (`fsync`)
/// before it answers: the concurrency pool never waits on the disk.
///
/// Lines that arrive while a flush is under way are written together and share the next
/// `fsync` (a group commit); each caller resumes only after the `fsync` that covers its line.
///
/// Sendable (unchecked): `queue` and `stopping`, the only mutable state, are read and written
/// with `mutex` held (by callers in `append`/`stop`, by the writer thread in `run`);
/// `descriptor` and `path` are constants, and the descriptor is written by the writer thread
/// alone.
final class FileAppender: @unchecked Sendable {
    private typealias Job = (bytes: [UInt8], continuation: CheckedContinuation<Void, any Error>)

    private let descriptor: Int32
    private let path: String
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var queue: [Job] = []
    private var stopping = false

    /// Takes over `descriptor` (opened for appending); closes it when stopped.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
        Thread.detach { [self] in run() }
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Appends `line` and returns once it is on the disk.
    func append(_ line: String) async throws(LinkStoreError) {
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                pthread_mutex_lock(&mutex)
                if stopping {
                    pthread_mutex_unlock(&mutex)
                    continuation.resume(throwing: LinkStoreError("the link store \(path) is closed"))
                    return
                }
                queue.append((Array(line.utf8), continuation))
                pthread_cond_signal(&condition)
                pthread_mutex_unlock(&mutex)
            }
        } catch let error as LinkStoreError {
            throw error
        } catch {
            throw LinkStoreError("\(error)")
        }
    }

    /// Stops the thread once the lines already given are written; closes the file.
    func stop() {
        pthread_mutex_lock(&mutex)
        stopping = true
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    private func run() {
        while true {
            pthread_mutex_lock(&mutex)
            while queue.isEmpty, !stopping { pthread_cond_wait(&condition, &mutex) }
            let jobs = queue
            queue.removeAll()
            let done = stopping && jobs.isEmpty
            pthread_mutex_unlock(&mutex)
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
            return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
        }
    }
}
