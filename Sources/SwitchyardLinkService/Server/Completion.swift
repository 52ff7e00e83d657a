#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-shot value handed from an asynchronous task to a waiting thread: the server's
/// connection threads block here (not a thread of the concurrency pool) while the service
/// answers.
///
/// Sendable (unchecked): `value`, the only mutable state, is read and written with `mutex`
/// held, and `Value` is `Sendable`, so handing it to the waiting thread is safe.
final class Completion<Value: Sendable>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var value: Value?

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    func finish(_ value: Value) {
        pthread_mutex_lock(&mutex)
        self.value = value
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    func wait() -> Value {
        pthread_mutex_lock(&mutex)
        while value == nil { pthread_cond_wait(&condition, &mutex) }
        let result = value!
        pthread_mutex_unlock(&mutex)
        return result
    }

    /// Runs `operation` in a task and waits for it on this thread.
    static func run(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let completion = Completion<Value>()
        Task { completion.finish(await operation()) }
        return completion.wait()
    }
}

/// A counter shared between threads.
///
/// Sendable (unchecked): `count` is read and written with `mutex` held, always.
final class AtomicCounter: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var count = 0

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    /// Adds one unless the count is at `limit`; whether it did.
    func increment(below limit: Int) -> Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        guard count < limit else { return false }
        count += 1
        return true
    }

    func decrement() {
        pthread_mutex_lock(&mutex)
        count -= 1
        pthread_mutex_unlock(&mutex)
    }

    var value: Int {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return count
    }
}
