/// One connection to PostgreSQL through libpq, used by one thread at a time (the thread of a
/// ``PostgresPool`` worker or of the ``PostgresClickWriter``).
///
/// ```swift
/// let connection = try PostgresConnection(url: "postgresql://switchyard@127.0.0.1/links", libpq: libpq)
/// let rows = try connection.execute("SELECT long_link FROM switchyard_links WHERE suffix = $1", ["AbCd"])
/// ```
final class PostgresConnection {
    private let libpq: LibPQ
    private let connection: OpaquePointer

    /// Connects to `url` (a `postgresql://` URL or libpq's `key=value` text), waiting at most
    /// five seconds unless the URL sets `connect_timeout`.
    ///
    /// - Throws: ``PostgresError`` (``PostgresError/connectionLost`` set) when the server cannot be reached.
    init(url: String, libpq: LibPQ) throws(PostgresError) {
        self.libpq = libpq
        let keywords = ["connect_timeout", "application_name", "dbname"]
        let values = ["5", "switchyard", url]
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in libpq.connect(keywordPointers, valuePointers, 1) }
        }
        guard let connection else { throw PostgresError(message: "cannot connect: out of memory", sqlState: nil, connectionLost: true) }
        guard libpq.status(connection) == 0 else {
            let message = libpq.errorMessage(connection).map { String(cString: $0) } ?? "no reason given"
            libpq.finish(connection)
            throw PostgresError(message: "cannot connect: \(Self.trimmed(message))", sqlState: nil, connectionLost: true)
        }
        self.connection = connection
        _ = try execute("SET client_min_messages TO warning", [])
    }

    deinit { libpq.finish(connection) }

    /// Whether the connection still works (it did not break during the last statement).
    var isUsable: Bool { libpq.status(connection) == 0 }

    /// Runs one statement with `parameters` for `$1`, `$2`, … (`nil` is SQL `NULL`), in the text
    /// protocol; the rows it returned, each value as text (`nil` for `NULL`).
    ///
    /// - Throws: ``PostgresError`` with the server's message and SQLSTATE, or with
    ///   ``PostgresError/connectionLost`` set when the connection broke.
    @discardableResult
    func execute(_ sql: String, _ parameters: [String?]) throws(PostgresError) -> [[String?]] {
        if parameters.contains(where: { $0?.utf8.contains(0) ?? false }) {
            throw PostgresError(message: "a value holds a NUL character, which PostgreSQL text cannot hold", sqlState: nil, connectionLost: false)
        }
        let result = Self.withOptionalCStrings(parameters) { pointers in
            libpq.execParams(connection, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
        }
        guard let result else {
            let message = libpq.errorMessage(connection).map { String(cString: $0) } ?? "no reason given"
            throw PostgresError(message: Self.trimmed(message), sqlState: nil, connectionLost: !isUsable)
        }
        defer { libpq.clear(result) }
        let status = libpq.resultStatus(result)
        guard status == LibPQ.commandOK || status == LibPQ.tuplesOK else {
            let message = libpq.resultErrorMessage(result).map { String(cString: $0) } ?? "no reason given"
            let state = libpq.resultErrorField(result, LibPQ.sqlStateField).map { String(cString: $0) }
            throw PostgresError(message: Self.trimmed(message), sqlState: state, connectionLost: !isUsable)
        }
        let rows = libpq.rowCount(result)
        let columns = libpq.columnCount(result)
        var table: [[String?]] = []
        table.reserveCapacity(Int(rows))
        for row in 0..<rows {
            var values: [String?] = []
            values.reserveCapacity(Int(columns))
            for column in 0..<columns {
                if libpq.isNull(result, row, column) != 0 {
                    values.append(nil)
                } else {
                    values.append(libpq.value(result, row, column).map { String(cString: $0) })
                }
            }
            table.append(values)
        }
        return table
    }

    /// Runs `body` inside `BEGIN` … `COMMIT`; a failure rolls back (when the connection still works).
    func transaction<T>(_ body: () throws(PostgresError) -> T) throws(PostgresError) -> T {
        try execute("BEGIN", [])
        do {
            let value = try body()
            try execute("COMMIT", [])
            return value
        } catch {
            if isUsable { _ = try? execute("ROLLBACK", []) }
            throw error
        }
    }

    private static func trimmed(_ message: String) -> String {
        var text = Substring(message)
        while let last = text.last, last == "\n" || last == " " { text.removeLast() }
        return text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " || $0 == "\t" }) }.joined(separator: "; ")
    }

    /// Lends `strings` as a C array of C strings for the length of `body`, ended by a null pointer.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        withOptionalCStrings(strings + [nil]) { body($0!) }
    }

    /// Lends `strings` as a C array (`nil` entries as null pointers) for the length of `body`;
    /// `nil` for an empty array. The strings lie in one buffer, borrowed while `body` runs.
    private static func withOptionalCStrings<R>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        guard !strings.isEmpty else { return body(nil) }
        var bytes: [CChar] = []
        var offsets: [Int?] = []
        offsets.reserveCapacity(strings.count)
        for string in strings {
            guard let string else {
                offsets.append(nil)
                continue
            }
            offsets.append(bytes.count)
            bytes.append(contentsOf: string.utf8CString)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in offset.map { buffer.baseAddress! + $0 } }
            return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
    }
}

/// A statement or a connection that failed: the server's (or libpq's) message, the SQLSTATE
/// when the server sent one, and whether the connection is gone.
struct PostgresError: Error, Sendable {
    var message: String
    var sqlState: String?
    var connectionLost: Bool

    /// `23505`: a unique constraint refused a row.
    var isUniqueViolation: Bool { sqlState == "23505" }
}
