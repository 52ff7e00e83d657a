import SwitchyardPlatform

/// A one-shot value handed from an asynchronous task to a waiting thread: the server's
/// connection threads block here (not a thread of the concurrency pool) while the service
/// answers.
final class Completion<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)

    func finish(_ value: Value) {
        self.value.withLockWakingWaiters { $0 = value }
    }

    func wait() -> Value {
        value.withLock(waitingUntil: { $0 != nil }, then: { $0! })
    }

    /// Runs `operation` in a task and waits for it on this thread.
    static func run(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let completion = Completion<Value>()
        Task { completion.finish(await operation()) }
        return completion.wait()
    }
}

/// A counter shared between threads.
final class AtomicCounter: Sendable {
    private let count = Locked(0)

    /// Adds one unless the count is at `limit`; whether it did.
    func increment(below limit: Int) -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func decrement() {
        count.withLock { $0 -= 1 }
    }

    var value: Int {
        count.withLock { $0 }
    }
}
