import SwitchyardPlatform

/// Writes clicks, app events and pending clicks to PostgreSQL in batches, on a thread and
/// connection of its own: a click waits for no commit. A batch is written at most
/// ``FileAppender/laterInterval`` after its oldest row arrived, or at once when someone waits
/// (``flush()``), in one transaction.
///
/// Every row carries an id drawn here, and is inserted `ON CONFLICT DO NOTHING`, so that a
/// batch whose commit could not be confirmed is written again without counting twice. While
/// the database cannot be reached, rows wait in memory (at most ``capacity``; past that the
/// oldest are dropped and counted in ``dropped``) and the writer tries again every second.
final class PostgresClickWriter: Sendable {
    /// A row to write.
    enum Row: Sendable {
        /// A click or app event; `answered` adds it to the link's click count.
        case activity(id: String, LinkActivity, answered: Bool)
        case pending(ClickRecord)
    }

    private struct Work {
        var rows: [Row] = []
        var waiters: [AppendWaiter] = []
        var oldest: Double?
        var window: Double = 3600
        var stopping = false
        var dropped = 0
    }

    /// The most rows kept while the database is down.
    static let capacity = 1_000_000
    /// The most rows a statement carries.
    static let batchSize = 500

    private let work = Locked(Work())

    /// Starts the thread; it connects to `url` when it has rows.
    init(url: String, libpq: LibPQ) {
        DetachedThread.start { [work] in Self.serve(work, session: PostgresSession(url: url, libpq: libpq)) }
    }

    /// Queues `row`; `window` is how long pending clicks are kept (older ones are deleted).
    func add(_ row: Row, window: Double? = nil) {
        let now = WallClock.now()
        work.withLockWakingWaiters { work in
            guard !work.stopping else { return }
            if let window { work.window = window }
            if work.oldest == nil { work.oldest = now }
            if work.rows.count >= Self.capacity {
                work.rows.removeFirst()
                work.dropped += 1
            }
            work.rows.append(row)
        }
    }

    /// The rows dropped because the database was unreachable for too long.
    var dropped: Int { work.withLock { $0.dropped } }

    /// Returns once every row queued before the call is committed; throws when the database
    /// cannot be reached (the rows stay queued).
    func flush() async throws(LinkStoreError) {
        let waiter = AppendWaiter()
        let queued = work.withLockWakingWaiters { work in
            guard !work.stopping else { return false }
            work.waiters.append(waiter)
            return true
        }
        if !queued { waiter.finish(LinkStoreError("PostgreSQL: the store is closed")) }
        try await waiter.wait()
    }

    /// Lets the thread end after one last attempt at the rows queued so far.
    func stop() {
        work.withLockWakingWaiters { $0.stopping = true }
    }

    private static func serve(_ work: Locked<Work>, session: PostgresSession) {
        var failing = false
        while true {
            let due = work.withLock(
                waitingUntil: { !$0.rows.isEmpty || !$0.waiters.isEmpty || $0.stopping },
                then: { work -> Double? in
                    if !work.waiters.isEmpty || work.stopping { return nil }
                    return (work.oldest ?? WallClock.now()) + (failing ? 1 : FileAppender.laterInterval)
                })
            let (rows, waiters, window, stopping) = work.withLock(
                waitingUntil: { !$0.waiters.isEmpty || $0.stopping }, deadline: due ?? 0,
                then: { work in
                    let rows = work.rows
                    let waiters = work.waiters
                    work.rows.removeAll()
                    work.waiters.removeAll()
                    work.oldest = nil
                    return (rows, waiters, work.window, work.stopping)
                })
            var failure: LinkStoreError?
            do throws(PostgresError) {
                try session.run { connection throws(PostgresError) in try write(rows, window: window, on: connection) }
                failing = false
            } catch {
                failing = true
                failure = LinkStoreError("PostgreSQL: \(error.message)")
                if !stopping {
                    work.withLock { work in
                        let room = max(0, capacity - work.rows.count)
                        work.dropped += max(0, rows.count - room)
                        work.rows.insert(contentsOf: rows.suffix(room), at: 0)
                        if work.oldest == nil, !work.rows.isEmpty { work.oldest = WallClock.now() }
                    }
                }
            }
            for waiter in waiters { waiter.finish(failure) }
            if stopping { break }
        }
        session.disconnect()
    }

    /// Writes `rows` in one transaction, and deletes pending clicks older than `window`.
    private static func write(_ rows: [Row], window: Double, on connection: PostgresConnection) throws(PostgresError) {
        var activities: [(id: String, activity: LinkActivity, answered: Bool)] = []
        var pending: [ClickRecord] = []
        for row in rows {
            switch row {
            case .activity(let id, let activity, let answered): activities.append((id, activity, answered))
            case .pending(let click): pending.append(click)
            }
        }
        try connection.transaction { () throws(PostgresError) in
            for start in stride(from: 0, to: activities.count, by: batchSize) {
                try insertActivities(activities[start..<min(start + batchSize, activities.count)], on: connection)
            }
            for start in stride(from: 0, to: pending.count, by: batchSize) {
                try insertPending(pending[start..<min(start + batchSize, pending.count)], on: connection)
            }
            if !pending.isEmpty || rows.isEmpty {
                try connection.execute("DELETE FROM switchyard_pending WHERE time < $1", [String(WallClock.now() - window)])
            }
        }
    }

    /// Inserts activities and adds the answered ones to their links' counts, in one statement.
    private static func insertActivities(_ rows: ArraySlice<(id: String, activity: LinkActivity, answered: Bool)>, on connection: PostgresConnection) throws(PostgresError) {
        var values: [String] = []
        var parameters: [String?] = []
        for (id, activity, answered) in rows {
            let base = parameters.count
            values.append("(" + (1...9).map { "$\(base + $0)" }.joined(separator: ",") + ")")
            parameters += [
                id, activity.suffix, PostgresValues.number(activity.time), String(UTCTime.day(activity.time)), activity.platform.rawValue,
                activity.events.map(\.rawValue).joined(separator: ","), activity.referrerHost,
                activity.campaign.isEmpty ? nil : JSONText.object(activity.campaign.map { ($0.name, JSONText.quoted($0.value)) }),
                answered ? "true" : "false",
            ]
        }
        try connection.execute(
            """
            WITH added AS (
                INSERT INTO switchyard_activity (id, suffix, time, day, platform, events, referrer, campaign, answered)
                SELECT id, suffix, time::double precision, day::integer, platform, events, referrer, campaign, answered::boolean
                FROM (VALUES \(values.joined(separator: ","))) AS given (id, suffix, time, day, platform, events, referrer, campaign, answered)
                ON CONFLICT (id) DO NOTHING
                RETURNING suffix, answered)
            UPDATE switchyard_links SET clicks = switchyard_links.clicks + added_counts.n
            FROM (SELECT suffix, count(*) AS n FROM added WHERE answered GROUP BY suffix) AS added_counts
            WHERE switchyard_links.suffix = added_counts.suffix
            """, parameters)
    }

    private static func insertPending(_ clicks: ArraySlice<ClickRecord>, on connection: PostgresConnection) throws(PostgresError) {
        var values: [String] = []
        var parameters: [String?] = []
        for click in clicks {
            let base = parameters.count
            values.append("(" + (1...9).map { "$\(base + $0)" }.joined(separator: ",") + ")")
            parameters += [
                click.token, PostgresValues.number(click.time), click.platform.rawValue, String(Int64(bitPattern: click.addressHash)),
                click.system, click.locale, click.suffix, click.deepLink, click.longLink,
            ]
        }
        try connection.execute(
            """
            INSERT INTO switchyard_pending (token, time, platform, address_hash, system, locale, suffix, deep_link, long_link)
            SELECT token, time::double precision, platform, address_hash::bigint, system, locale, suffix, deep_link, long_link
            FROM (VALUES \(values.joined(separator: ","))) AS given (token, time, platform, address_hash, system, locale, suffix, deep_link, long_link)
            ON CONFLICT (token) DO NOTHING
            """, parameters)
    }
}
