/// The tables of ``PostgresLinkStore``, made when missing, and the salt its instances share.
///
/// | table | rows |
/// | --- | --- |
/// | `switchyard_links` | a link: suffix (primary key), long link, option, settings, deletion, answered clicks |
/// | `switchyard_activity` | a click or an app event, with its day, platform, events, referrer and campaign |
/// | `switchyard_pending` | a click waiting for install attribution (token as primary key) |
/// | `switchyard_meta` | the address-hash salt every instance uses |
enum PostgresSchema {
    /// The statements that make the tables and indexes, each harmless when they exist.
    static let statements = [
        """
        CREATE TABLE IF NOT EXISTS switchyard_links (
            position bigserial UNIQUE NOT NULL,
            suffix text PRIMARY KEY,
            long_link text NOT NULL,
            option text NOT NULL,
            create_time double precision,
            tags text NOT NULL DEFAULT '',
            expire_time double precision,
            max_clicks bigint,
            disabled boolean NOT NULL DEFAULT false,
            deleted boolean NOT NULL DEFAULT false,
            delete_time double precision,
            clicks bigint NOT NULL DEFAULT 0)
        """,
        "CREATE INDEX IF NOT EXISTS switchyard_links_long_link ON switchyard_links (md5(long_link), option) WHERE NOT deleted",
        """
        CREATE TABLE IF NOT EXISTS switchyard_activity (
            id text PRIMARY KEY,
            suffix text NOT NULL,
            time double precision NOT NULL,
            day integer NOT NULL,
            platform text NOT NULL,
            events text NOT NULL,
            referrer text,
            campaign text,
            answered boolean NOT NULL)
        """,
        "CREATE INDEX IF NOT EXISTS switchyard_activity_suffix_day ON switchyard_activity (suffix, day)",
        """
        CREATE TABLE IF NOT EXISTS switchyard_pending (
            token text PRIMARY KEY,
            time double precision NOT NULL,
            platform text NOT NULL,
            address_hash bigint NOT NULL,
            system text,
            locale text,
            suffix text,
            deep_link text NOT NULL,
            long_link text NOT NULL)
        """,
        "CREATE INDEX IF NOT EXISTS switchyard_pending_address ON switchyard_pending (address_hash, platform, time)",
        "CREATE INDEX IF NOT EXISTS switchyard_pending_time ON switchyard_pending (time)",
        "CREATE TABLE IF NOT EXISTS switchyard_meta (name text PRIMARY KEY, value text NOT NULL)",
    ]

    /// Makes what is missing, in one transaction under an advisory lock, so that instances
    /// starting together do not race; returns the shared salt (drawn by the first instance).
    static func prepare(_ connection: PostgresConnection) throws(PostgresError) -> [UInt64] {
        try connection.transaction { () throws(PostgresError) -> [UInt64] in
            try connection.execute("SELECT pg_advisory_xact_lock($1)", [String(lockKey)])
            for statement in statements { try connection.execute(statement, []) }
            let drawn = AddressHasher.randomSalt().map { String(Int64(bitPattern: $0)) }.joined(separator: " ")
            try connection.execute("INSERT INTO switchyard_meta (name, value) VALUES ('address_salt', $1) ON CONFLICT (name) DO NOTHING", [drawn])
            let rows = try connection.execute("SELECT value FROM switchyard_meta WHERE name = 'address_salt'", [])
            let words = (rows.first?.first ?? nil)?.split(separator: " ").compactMap { Int64($0).map { UInt64(bitPattern: $0) } } ?? []
            guard words.count == 4 else {
                throw PostgresError(message: "switchyard_meta's address_salt is not four numbers; delete that row to draw a new salt", sqlState: nil, connectionLost: false)
            }
            return words
        }
    }

    /// The advisory lock the schema is made under (a constant of this store's own).
    static let lockKey: Int64 = 0x5357_5943_4844_0001
}
