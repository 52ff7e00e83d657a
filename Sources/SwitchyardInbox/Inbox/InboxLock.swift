#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex: the inbox's state and the manual clock's time.
///
/// `Synchronization.Mutex` would do, but on Apple platforms it needs macOS 15 / iOS 18 and the
/// package supports macOS 13 / iOS 16. The mutex lives at a fixed heap address, as POSIX
/// requires; the class is `@unchecked Sendable` because every access to `value` holds it.
final class InboxLock<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the mutex; `body` must not call back into this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
