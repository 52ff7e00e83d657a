import SwitchyardPlatform

/// A few threads, each with its own ``PostgresSession``, that run a store's statements: libpq
/// blocks while it waits for the server, so its calls never run on the concurrency pool.
///
/// ``run(_:)`` queues a job and suspends the calling task until a thread has run it. Jobs run
/// in the order they were queued, as many at once as there are threads.
final class PostgresPool: Sendable {
    private typealias Job = @Sendable (PostgresSession) -> Void

    private struct Work {
        var jobs: [Job] = []
        var next = 0
        var stopping = false
    }

    private let work = Locked(Work())

    /// Starts `size` threads that connect to `url` when they get their first job.
    init(url: String, libpq: LibPQ, size: Int) {
        for _ in 0..<max(1, size) {
            DetachedThread.start { [work] in Self.serve(work, session: PostgresSession(url: url, libpq: libpq)) }
        }
    }

    /// Runs `body` on a connection of the pool; a failure becomes a ``LinkStoreError`` that
    /// names PostgreSQL.
    func run<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws(PostgresError) -> T) async throws(LinkStoreError) -> T {
        let result: Result<T, PostgresError> = await withCheckedContinuation { continuation in
            let queued = work.withLockWakingWaiters { work in
                guard !work.stopping else { return false }
                work.jobs.append { session in
                    continuation.resume(returning: Result { () throws(PostgresError) -> T in try session.run(body) })
                }
                return true
            }
            if !queued { continuation.resume(returning: .failure(PostgresError(message: "the store is closed", sqlState: nil, connectionLost: false))) }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw LinkStoreError("PostgreSQL: \(error.message)")
        }
    }

    /// Lets the threads end once the jobs queued so far have run.
    func stop() {
        work.withLockWakingWaiters { $0.stopping = true }
    }

    private static func serve(_ work: Locked<Work>, session: PostgresSession) {
        while true {
            let job = work.withLock(
                waitingUntil: { $0.next < $0.jobs.count || $0.stopping },
                then: { work -> Job? in
                    guard work.next < work.jobs.count else { return nil }
                    let job = work.jobs[work.next]
                    work.next += 1
                    if work.next > 256, work.next * 2 > work.jobs.count {
                        work.jobs.removeFirst(work.next)
                        work.next = 0
                    }
                    return job
                })
            guard let job else { break }
            job(session)
        }
        session.disconnect()
    }
}
