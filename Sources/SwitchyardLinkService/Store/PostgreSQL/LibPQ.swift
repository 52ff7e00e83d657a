import SwitchyardPlatform

/// The functions of PostgreSQL's client library, libpq, found at run time: the package builds
/// and runs where libpq is absent, and only a store that is asked to use PostgreSQL loads it.
///
/// Every statement goes through `PQexecParams` in the text protocol, its values as parameters
/// (`$1`, `$2`, …), never spliced into the SQL. A connection is used by one thread at a time,
/// as libpq requires.
struct LibPQ: Sendable {
    typealias Connect = @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32) -> OpaquePointer?
    typealias Status = @convention(c) (OpaquePointer?) -> Int32
    typealias Message = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias Release = @convention(c) (OpaquePointer?) -> Void
    typealias ExecParams =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    typealias ErrorField = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    typealias Count = @convention(c) (OpaquePointer?) -> Int32
    typealias Value = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    typealias IsNull = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32

    /// `PQconnectdbParams`.
    let connect: Connect
    /// `PQstatus`: `0` (`CONNECTION_OK`) for a usable connection.
    let status: Status
    /// `PQerrorMessage`.
    let errorMessage: Message
    /// `PQfinish`.
    let finish: Release
    /// `PQexecParams`.
    let execParams: ExecParams
    /// `PQresultStatus`.
    let resultStatus: Status
    /// `PQresultErrorMessage`.
    let resultErrorMessage: Message
    /// `PQresultErrorField`.
    let resultErrorField: ErrorField
    /// `PQntuples`.
    let rowCount: Count
    /// `PQnfields`.
    let columnCount: Count
    /// `PQgetvalue`.
    let value: Value
    /// `PQgetisnull`.
    let isNull: IsNull
    /// `PQclear`.
    let clear: Release

    /// `PGRES_COMMAND_OK` and `PGRES_TUPLES_OK`.
    static let commandOK: Int32 = 1
    static let tuplesOK: Int32 = 2
    /// `PG_DIAG_SQLSTATE`.
    static let sqlStateField = Int32(UInt8(ascii: "C"))

    /// libpq, loaded once per process; the error names the Debian package when it is missing.
    static let shared: Result<LibPQ, LinkStoreError> = load(name: name)

    /// The library's name: `pq`, whose major version 5 is `libpq.so.5` (`libpq.5.dylib`).
    static let name = "pq"

    /// Loads major version 5 of the library `name` (``name`` but for a test) as libpq.
    static func load(name: String) -> Result<LibPQ, LinkStoreError> {
        let library: SharedLibrary
        switch SharedLibrary.load(name: name, version: 5) {
        case .success(let loaded): library = loaded
        case .failure(let error):
            return .failure(
                LinkStoreError(
                    "PostgreSQL needs its client library \(error.fileName), which cannot be loaded (\(error.reason)); install it: the Debian package libpq5 (apt-get install libpq5), or Homebrew's libpq on macOS"
                ))
        }
        var missing: [String] = []
        func function<F>(_ name: String, as type: F.Type) -> F? {
            guard let address = library.symbol(name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        let connect = function("PQconnectdbParams", as: Connect.self)
        let status = function("PQstatus", as: Status.self)
        let errorMessage = function("PQerrorMessage", as: Message.self)
        let finish = function("PQfinish", as: Release.self)
        let execParams = function("PQexecParams", as: ExecParams.self)
        let resultStatus = function("PQresultStatus", as: Status.self)
        let resultErrorMessage = function("PQresultErrorMessage", as: Message.self)
        let resultErrorField = function("PQresultErrorField", as: ErrorField.self)
        let rowCount = function("PQntuples", as: Count.self)
        let columnCount = function("PQnfields", as: Count.self)
        let value = function("PQgetvalue", as: Value.self)
        let isNull = function("PQgetisnull", as: IsNull.self)
        let clear = function("PQclear", as: Release.self)
        guard let connect, let status, let errorMessage, let finish, let execParams, let resultStatus, let resultErrorMessage, let resultErrorField,
            let rowCount, let columnCount, let value, let isNull, let clear
        else {
            return .failure(LinkStoreError("\(library.fileName) lacks \(missing.joined(separator: ", ")): it is not PostgreSQL's libpq 5"))
        }
        return .success(
            LibPQ(
                connect: connect, status: status, errorMessage: errorMessage, finish: finish, execParams: execParams, resultStatus: resultStatus,
                resultErrorMessage: resultErrorMessage, resultErrorField: resultErrorField, rowCount: rowCount, columnCount: columnCount, value: value,
                isNull: isNull, clear: clear))
    }
}
