#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex, with a condition variable for threads that wait for the
/// value to change: every lock in the package.
///
/// The mutex and the condition variable live in memory of their own, allocated once, because
/// POSIX requires them to stay at one address while in use and Swift promises no fixed address
/// for a class's stored property (`&storedProperty` may point at a temporary copy).
/// `Synchronization.Mutex` is not used: on Apple platforms it needs macOS 15 / iOS 18, and the
/// package supports macOS 13 / iOS 16.
///
/// Sendable (unchecked) when `Value` is: every access to `value` holds the mutex.
package final class Locked<Value> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the mutex; `body` must not call back into this lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Waits until `isReady` holds for the value (the mutex released while it waits, for
    /// ``withLockWakingWaiters(_:)`` to change the value), then runs `body` with the value,
    /// holding the mutex.
    package func withLock<Result>(waitingUntil isReady: (Value) -> Bool, then body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !isReady(value) { pthread_cond_wait(condition, mutex) }
        return try body(&value)
    }

    /// Waits as ``withLock(waitingUntil:then:)`` does, but no later than `deadline` (seconds
    /// since 1970 on the real-time clock, ``WallClock/now()``), then runs `body` with the value,
    /// holding the mutex, whether `isReady` holds or not.
    package func withLock<Result>(waitingUntil isReady: (Value) -> Bool, deadline: Double, then body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let seconds = deadline.rounded(.down)
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
        while !isReady(value), WallClock.now() < deadline {
            if pthread_cond_timedwait(condition, mutex, &time) == ETIMEDOUT { break }
        }
        return try body(&value)
    }

    /// Runs `body` with the value, holding the mutex, and before letting go of it wakes every
    /// thread waiting in ``withLock(waitingUntil:then:)`` to check the value again.
    package func withLockWakingWaiters<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }
}

extension Locked: @unchecked Sendable where Value: Sendable {}
