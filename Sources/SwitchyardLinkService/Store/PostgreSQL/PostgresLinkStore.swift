import SwitchyardLinks
import SwitchyardPlatform

/// A store in PostgreSQL, for several instances of the service on one database: links, their
/// settings and deletions, every click and app event, and the clicks waiting for install
/// attribution, in tables of its own made on first use (`switchyard_links`, `switchyard_activity`,
/// `switchyard_pending`, `switchyard_meta`).
///
/// Nothing is cached: every click reads its link, so an edit or a deletion on one instance
/// takes effect on the next click on every other. A create runs in a transaction that holds an
/// advisory lock on its long link (the same long link asked for on two instances gets one
/// suffix) and inserts the drawn suffix against the primary key, drawing again on a conflict
/// (no suffix is given twice). Links, edits and deletions are committed before the call
/// returns. Clicks and pending clicks are written in batches at most half a second apart
/// on a connection of their own; a link with `maxClicks` is counted in the click's own statement,
/// so that across instances it answers exactly that many.
///
/// While the database cannot be reached, calls throw (the service answers `503` with
/// `Retry-After`); each statement connects again when its connection broke, so the store
/// resumes by itself when the database is back. libpq is loaded when the store is opened:
/// where it is missing, opening fails with an error that names the package to install.
///
/// ```swift
/// let store = try PostgresLinkStore(url: "postgresql://switchyard@db.internal/links")
/// let service = LinkService(configuration: configuration, store: store)
/// ```
public final class PostgresLinkStore: LinkStore, LedgerStore, Sendable, CustomStringConvertible {
    /// The database's host, port and name, without a user or password.
    public let description: String
    let addressSalt: [UInt64]
    private let pool: PostgresPool
    private let writer: PostgresClickWriter
    private let shortCounts = Locked(ShortCounts())

    /// The short suffixes in use per length, read from the database at most every few seconds.
    private struct ShortCounts {
        var counts: [Int: Int] = [:]
        var readAt = -Double.infinity
    }

    /// Connects to `url` (`postgresql://user:password@host:port/database?sslmode=…`, as libpq
    /// reads it), makes the tables that are missing, and starts `connections` connections
    /// for the service's statements and one for the click writer.
    ///
    /// - Throws: ``LinkStoreError`` when libpq cannot be loaded (the message names the
    ///   package), or the database cannot be reached or prepared.
    public convenience init(url: String, connections: Int = 4) throws(LinkStoreError) {
        try self.init(url: url, connections: connections, libpq: LibPQ.shared)
    }

    /// ``init(url:connections:)`` with the client library `clientLibrary` (`pq`, for
    /// `libpq.so.5` or `libpq.5.dylib`) loaded in place of libpq: for a test that opens the
    /// store where the library cannot be loaded.
    package convenience init(url: String, connections: Int = 4, clientLibrary: String) throws(LinkStoreError) {
        try self.init(url: url, connections: connections, libpq: clientLibrary == LibPQ.name ? LibPQ.shared : LibPQ.load(name: clientLibrary))
    }

    private init(url: String, connections: Int, libpq loaded: Result<LibPQ, LinkStoreError>) throws(LinkStoreError) {
        let libpq = try loaded.get()
        description = "PostgreSQL at " + Self.redacted(url)
        do throws(PostgresError) {
            let connection = try PostgresConnection(url: url, libpq: libpq)
            addressSalt = try PostgresSchema.prepare(connection)
        } catch {
            throw LinkStoreError("PostgreSQL (\(Self.redacted(url))): \(error.message)")
        }
        pool = PostgresPool(url: url, libpq: libpq, size: connections)
        writer = PostgresClickWriter(url: url, libpq: libpq)
    }

    deinit {
        pool.stop()
        writer.stop()
    }

    /// Commits every click and event counted so far; throws when the database cannot be reached.
    public func flush() async throws(LinkStoreError) {
        try await writer.flush()
    }

    /// The long link stored under `suffix`, or `nil` (also for a deleted link).
    public func longLink(forSuffix suffix: String) async throws(LinkStoreError) -> String? {
        try await pool.run { connection throws(PostgresError) in
            try connection.execute("SELECT long_link FROM switchyard_links WHERE suffix = $1 AND NOT deleted", [suffix]).first?.first ?? nil
        }
    }

    /// The existing link for `longLink` with `option`, or a new one, committed before this returns.
    public func create(longLink: String, option: SuffixOption) async throws(LinkStoreError) -> StoredLink {
        let counts = shortCounts
        return try await pool.run { connection throws(PostgresError) in
            try connection.transaction { () throws(PostgresError) -> StoredLink in
                try connection.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [option.rawValue + " " + longLink])
                let existing = try connection.execute(
                    "SELECT suffix FROM switchyard_links WHERE md5(long_link) = md5($1) AND long_link = $1 AND option = $2 AND NOT deleted ORDER BY position LIMIT 1",
                    [longLink, option.rawValue])
                if let suffix = existing.first?.first ?? nil { return StoredLink(suffix: suffix, longLink: longLink, option: option) }
                var generator = SuffixGenerator()
                var length = option == .short ? try Self.shortLength(counts, connection) : SuffixGenerator<SystemRandomNumberGenerator>.unguessableLength
                var draws = 0
                while true {
                    let suffix = option == .short ? generator.suffix(length: length) : generator.unguessable()
                    let inserted = try connection.execute(
                        "INSERT INTO switchyard_links (suffix, long_link, option, create_time) VALUES ($1, $2, $3, $4) ON CONFLICT (suffix) DO NOTHING RETURNING suffix",
                        [suffix, longLink, option.rawValue, PostgresValues.number(WallClock.now())])
                    if !inserted.isEmpty {
                        if option == .short { counts.withLock { $0.counts[suffix.utf8.count, default: 0] += 1 } }
                        return StoredLink(suffix: suffix, longLink: longLink, option: option)
                    }
                    draws += 1
                    if option == .short, draws % ShortSuffixLength.maximumDraws == 0 { length += 1 }
                }
            }
        }
    }

    /// The length to draw a short suffix at, from counts at most five seconds old.
    private static func shortLength(_ counts: Locked<ShortCounts>, _ connection: PostgresConnection) throws(PostgresError) -> Int {
        let now = WallClock.now()
        if counts.withLock({ now - $0.readAt > 5 }) {
            let rows = try connection.execute("SELECT length(suffix), count(*) FROM switchyard_links WHERE option = 'SHORT' GROUP BY 1", [])
            var read: [Int: Int] = [:]
            for row in rows {
                if let length = PostgresValues.int(row[0]), let count = PostgresValues.int(row[1]) { read[length] = count }
            }
            counts.withLock { $0 = ShortCounts(counts: read, readAt: now) }
        }
        let snapshot = counts.withLock { $0.counts }
        return ShortSuffixLength.length { snapshot[$0, default: 0] }
    }

    func entry(suffix: String) async throws(LinkStoreError) -> LinkEntry? {
        try await pool.run { connection throws(PostgresError) in
            try connection.execute("SELECT \(PostgresEntry.columns) FROM switchyard_links WHERE suffix = $1", [suffix]).first.flatMap(PostgresEntry.entry)
        }
    }

    func page(tag: String?, after cursor: Int?, limit: Int) async throws(LinkStoreError) -> (entries: [LinkEntry], next: Int?) {
        let rows = try await pool.run { connection throws(PostgresError) in
            try connection.execute(
                """
                SELECT \(PostgresEntry.columns) FROM switchyard_links
                WHERE NOT deleted AND position > $1 AND ($2::text IS NULL OR $2::text = ANY (string_to_array(tags, E'\\n')))
                ORDER BY position LIMIT $3
                """, [String(cursor ?? 0), tag, String(limit + 1)])
        }
        let entries = rows.prefix(limit).compactMap(PostgresEntry.entry)
        let next = rows.count > limit ? rows[limit - 1].last.flatMap(PostgresValues.int) : nil
        return (entries, next)
    }

    func stats(suffix: String, days: ClosedRange<Int>) async throws(LinkStoreError) -> [LinkEventCount] {
        try await writer.flush()
        let rows = try await pool.run { connection throws(PostgresError) in
            try connection.execute(
                """
                SELECT platform, event, count(*) FROM switchyard_activity, unnest(string_to_array(events, ',')) AS event
                WHERE suffix = $1 AND day BETWEEN $2 AND $3 GROUP BY platform, event
                """, [suffix, PostgresValues.day(days.lowerBound), PostgresValues.day(days.upperBound)])
        }
        return rows.compactMap { row -> LinkEventCount? in
            guard let platform = row[0].flatMap(StatsPlatform.init(rawValue:)), let event = row[1].flatMap(LinkEventKind.init(rawValue:)),
                let count = PostgresValues.int(row[2])
            else { return nil }
            return LinkEventCount(platform: platform, event: event, count: count)
        }.sorted { ($0.platform, $0.event) < ($1.platform, $1.event) }
    }

    func change(suffix: String, longLink: String, settings: LinkSettings) async throws(LinkStoreError) -> LinkEntry? {
        try await pool.run { connection throws(PostgresError) in
            try connection.execute(
                """
                UPDATE switchyard_links SET long_link = $2, tags = $3, expire_time = $4, max_clicks = $5, disabled = $6
                WHERE suffix = $1 AND NOT deleted RETURNING \(PostgresEntry.columns)
                """,
                [
                    suffix, longLink, PostgresValues.tags(settings.tags), settings.expireTime.map(PostgresValues.number), settings.maxClicks.map { String($0) },
                    settings.disabled ? "true" : "false",
                ]
            ).first.flatMap(PostgresEntry.entry)
        }
    }

    func delete(suffix: String, time: Double) async throws(LinkStoreError) -> LinkEntry? {
        let entry = try await pool.run { connection throws(PostgresError) in
            try connection.execute(
                "UPDATE switchyard_links SET deleted = true, delete_time = $2 WHERE suffix = $1 AND NOT deleted RETURNING \(PostgresEntry.columns)",
                [suffix, PostgresValues.number(time)]
            ).first.flatMap(PostgresEntry.entry)
        }
        guard var entry else { return nil }
        entry.deleted = false
        return entry
    }

    /// Reads the link's state and, for a link with `maxClicks`, counts the click in the same
    /// statement (only while it is under its limit); the activity itself goes to the writer.
    func admit(_ activity: LinkActivity, now: Double, pending: ClickRecord?, window: Double, capacity: Int) async throws(LinkStoreError) -> LinkState? {
        let answers = activity.platform != .other && activity.events.contains(.click)
        let row = try await pool.run { connection throws(PostgresError) in
            try connection.execute(
                """
                WITH target AS (SELECT suffix, deleted, disabled, expire_time, max_clicks, clicks FROM switchyard_links WHERE suffix = $1),
                counted AS (
                    UPDATE switchyard_links SET clicks = switchyard_links.clicks + 1 FROM target
                    WHERE $3::boolean AND switchyard_links.suffix = target.suffix AND target.max_clicks IS NOT NULL
                        AND NOT target.deleted AND NOT target.disabled AND (target.expire_time IS NULL OR target.expire_time > $2::double precision)
                        AND switchyard_links.clicks < switchyard_links.max_clicks
                    RETURNING 1)
                SELECT deleted, disabled, expire_time, max_clicks, clicks, (SELECT count(*) FROM counted) FROM target
                """, [activity.suffix, PostgresValues.number(now), answers ? "true" : "false"]
            ).first
        }
        guard let row else { return nil }
        let limited = row[3] != nil
        let counted = PostgresValues.int(row[5]) == 1
        let state: LinkState
        if PostgresValues.bool(row[0]) {
            state = .deleted
        } else if PostgresValues.bool(row[1]) {
            state = .disabled
        } else if let expiry = PostgresValues.double(row[2]), now >= expiry {
            state = .expired
        } else if limited, !counted, answers || (PostgresValues.int(row[4]) ?? 0) >= (PostgresValues.int(row[3]) ?? 0) {
            state = .exhausted
        } else {
            state = .active
        }
        guard state == .active else { return state }
        writer.add(.activity(id: Self.rowID(), activity, answered: answers && !limited))
        if let pending { writer.add(.pending(pending), window: window) }
        return .active
    }

    func record(_ activity: LinkActivity) {
        writer.add(.activity(id: Self.rowID(), activity, answered: activity.platform != .other && activity.events.contains(.click)))
    }

    var pendingCount: Int {
        get async throws(LinkStoreError) {
            try await writer.flush()
            return try await pool.run { connection throws(PostgresError) in
                PostgresValues.int(try connection.execute("SELECT count(*) FROM switchyard_pending", []).first?.first ?? nil) ?? 0
            }
        }
    }

    func remember(_ click: ClickRecord, window: Double, capacity: Int) {
        writer.add(.pending(click), window: window)
    }

    /// Claims in one `DELETE … RETURNING`, so that two instances never hand out one click twice.
    func claim(_ claim: AttributionClaim, now: Double, window: Double) async throws(LinkStoreError) -> (ClickRecord, confidence: MatchConfidence)? {
        try await writer.flush()
        let oldest = PostgresValues.number(now - window)
        let columns = "token, time, platform, address_hash, system, locale, suffix, deep_link, long_link"
        let row = try await pool.run { connection throws(PostgresError) in
            if let token = claim.token {
                return try connection.execute(
                    "DELETE FROM switchyard_pending WHERE token = $1 AND platform = $2 AND time >= $3::double precision RETURNING \(columns)",
                    [token, claim.platform.rawValue, oldest]
                ).first
            }
            return try connection.execute(
                """
                DELETE FROM switchyard_pending WHERE token = (
                    SELECT token FROM switchyard_pending WHERE address_hash = $1::bigint AND platform = $2 AND time >= $3::double precision
                    ORDER BY time DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
                RETURNING \(columns)
                """, [String(Int64(bitPattern: claim.addressHash)), claim.platform.rawValue, oldest]
            ).first
        }
        guard let row, let token = row[0], let time = PostgresValues.double(row[1]), let platform = row[2].flatMap(AttributionPlatform.init(rawValue:)),
            let hash = row[3].flatMap({ Int64($0) }), let deepLink = row[7], let longLink = row[8]
        else { return nil }
        let click = ClickRecord(
            time: time, platform: platform, addressHash: UInt64(bitPattern: hash), system: row[4], locale: row[5], token: token, suffix: row[6], deepLink: deepLink,
            longLink: longLink)
        if claim.token != nil { return (click, .unique) }
        let agrees = click.system != nil && click.system == claim.system && click.locale != nil && click.locale == claim.locale
        return (click, agrees ? .default : .weak)
    }

    /// A fresh id for an activity row.
    private static func rowID() -> String {
        var generator = SuffixGenerator()
        return generator.unguessable() + generator.unguessable()
    }

    /// `url` without its user and password (`postgresql://db.internal:5432/links`).
    package static func redacted(_ url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url.contains("password") ? "(a connection string)" : url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + String(rest[rest.index(after: at)...])
    }
}

/// A `switchyard_links` row read back as a ``LinkEntry``.
enum PostgresEntry {
    /// The columns ``entry(_:)`` reads, in its order.
    static let columns = "suffix, long_link, option, tags, expire_time, max_clicks, disabled, deleted, clicks, create_time, position"

    static func entry(_ row: [String?]) -> LinkEntry? {
        guard row.count == 11, let suffix = row[0], let longLink = row[1], let option = row[2].flatMap(SuffixOption.init(rawValue:)) else { return nil }
        var settings = LinkSettings()
        settings.tags = (row[3] ?? "").split(separator: "\n").map(String.init)
        settings.expireTime = PostgresValues.double(row[4])
        settings.maxClicks = PostgresValues.int(row[5])
        settings.disabled = PostgresValues.bool(row[6])
        return LinkEntry(
            link: StoredLink(suffix: suffix, longLink: longLink, option: option), settings: settings, deleted: PostgresValues.bool(row[7]),
            clicks: PostgresValues.int(row[8]) ?? 0, createTime: PostgresValues.double(row[9]))
    }
}
