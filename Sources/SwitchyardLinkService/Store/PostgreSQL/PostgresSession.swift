/// A connection that is made when first needed and made again after it broke: what lets a
/// store outlive a database restart. Owned by one thread.
final class PostgresSession {
    private let url: String
    private let libpq: LibPQ
    private var connection: PostgresConnection?

    init(url: String, libpq: LibPQ) {
        self.url = url
        self.libpq = libpq
    }

    /// Runs `body` on the connection, connecting first when there is none. When the
    /// connection turns out broken (the server restarted since), it connects again and runs
    /// `body` once more; the statements a store runs this way are safe to repeat.
    func run<T>(_ body: (PostgresConnection) throws(PostgresError) -> T) throws(PostgresError) -> T {
        let reused = connection != nil
        do {
            return try body(try connected())
        } catch let error where error.connectionLost {
            connection = nil
            guard reused else { throw error }
            return try body(try connected())
        }
    }

    /// Drops the connection (the next ``run(_:)`` connects again).
    func disconnect() { connection = nil }

    private func connected() throws(PostgresError) -> PostgresConnection {
        if let connection, connection.isUsable { return connection }
        connection = nil
        let fresh = try PostgresConnection(url: url, libpq: libpq)
        connection = fresh
        return fresh
    }
}
