/// What ``RouteMatch`` and ``MatchView`` share to hand a parameter back: finding it (by key,
/// by name), reading its bytes, converting them and the error when that fails are written
/// here once, over what each wrapper lends (the route, the table, the captures, the URL's
/// bytes).
///
/// The common case is inlined into the caller and specialised for the wrapper and the type
/// asked for: a key made in the same table (an identity compare and a load), or a name of up
/// to 15 bytes (its fingerprint from the string's own words, compared with each record of the
/// route), then a path segment of a plain path (its capture, no look at the URL). Everything
/// else (a name longer than 15 bytes, a value to decode, the errors) is out of line.
@usableFromInline
protocol ParameterConversion {
    /// The matched route's index, or -1 when no route matched.
    var capturedRoute: Int32 { get }

    /// The table the match is of, not retained (the wrapper holds it).
    var tableStorage: Unmanaged<RouteTableStorage> { get }

    /// The location of the parameter captured as `entry` (found) when reading it needs no look
    /// at the URL's bytes (``CapturedURL/plainLocation(of:)``), else `nil`.
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation?

    /// The location of the parameter captured as `entry` (found), with its decoding decided
    /// from its bytes: the general case of ``plainLocation(of:)``.
    func location(of entry: ParameterDirectory.Entry) -> ParameterLocation

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them.
    func withURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R

    /// Runs `body` with the decoded bytes of the first value of query item `name`; false when
    /// there is none.
    func withQueryValueBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool

    /// The first value of query item `name`, decoded, or `nil`.
    func queryValue(_ name: String) -> String?
}

extension ParameterConversion {
    // MARK: Finding a parameter

    /// Where the parameter `key` names is, or ``ParameterLocation/missing``.
    @inlinable @inline(__always)
    func locate(_ key: ParameterKey) -> ParameterLocation {
        let resolved = key.resolved
        let route = capturedRoute
        if let entry = resolved.entry(tableAddress: UInt(bitPattern: tableStorage.toOpaque()), route: route) {
            return locate(entry: entry)
        }
        guard resolved.fingerprint.isExact else { return locateLongName(resolved.name) }
        return locate(exact: resolved.fingerprint, route: route)
    }

    /// Where parameter `name` is, or ``ParameterLocation/missing``.
    @inlinable @inline(__always)
    func locate(_ name: String) -> ParameterLocation {
        guard let fingerprint = NameFingerprint(smallString: name) else { return locateLongName(name) }
        return locate(exact: fingerprint, route: capturedRoute)
    }

    /// Where the parameter of `route` (-1: none matched) whose exact fingerprint is
    /// `fingerprint` is.
    @inlinable @inline(__always)
    func locate(exact fingerprint: NameFingerprint, route: Int32) -> ParameterLocation {
        guard route >= 0 else { return .missing }
        let directory = tableStorage._withUnsafeGuaranteedRef { $0.directory }
        return locate(entry: directory.entry(exact: fingerprint, route: route))
    }

    /// Where the parameter captured as `entry` (-1: none) is.
    @inlinable @inline(__always)
    func locate(entry: ParameterDirectory.Entry) -> ParameterLocation {
        guard entry >= 0 else { return .missing }
        if let location = plainLocation(of: entry) { return location }
        return location(of: entry)
    }

    /// Where parameter `name` is, for a name the string does not hold inline (out of line).
    @usableFromInline
    func locateLongName(_ name: String) -> ParameterLocation {
        let route = capturedRoute
        guard route >= 0 else { return .missing }
        let entry = tableStorage._withUnsafeGuaranteedRef { storage in
            storage.directory.entry(named: name, NameFingerprint(name), route: route, names: storage.parameterNames)
        }
        return locate(entry: entry)
    }

    // MARK: Reading and converting it

    /// Runs `body` with the value of the parameter at `location` (found), in place.
    @inlinable @inline(__always)
    func withValue<R, E: Error>(at location: ParameterLocation, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try withURLBytes { (bytes) throws(E) -> R in try location.withValue(in: bytes, body) }
    }

    /// Runs `body` with the value of the parameter at `location`, or returns `nil` when there
    /// is no such parameter: the body of the `withParameterBytes` methods.
    @inlinable @inline(__always)
    func withParameter<R, E: Error>(at location: ParameterLocation, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        guard location.isFound else { return nil }
        return try withValue(at: location, body)
    }

    /// The decoded text of the parameter at `location`, or `nil` when there is none.
    func text(at location: ParameterLocation) -> String? {
        withParameter(at: location) { UTF8Text.string($0) }
    }

    /// The parameter at `location` (named `name`) converted to `T` from its bytes: the body
    /// of the `parameter(_:as:)` methods. Inlinable, so that each conversion is specialised
    /// for its type at the call site; the errors are made out of line, so that the name is
    /// neither copied nor retained unless one is thrown.
    @inlinable @inline(__always)
    func converted<T: RouteParameter>(_ location: ParameterLocation, name: String, as type: T.Type) throws(ParameterError) -> T {
        guard location.isFound else { throw ParameterError.missing(name, expectedType: T.routeParameterTypeName) }
        guard let value = withValue(at: location, { T(routeParameterUTF8: $0) }) else {
            throw conversionError(name, location, expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// The first value of query item `name` converted to `T`, or `nil` when there is none: the
    /// body of the `queryValue(_:as:)` methods.
    @inlinable @inline(__always)
    func convertedQueryValue<T: RouteParameter>(_ name: String, as type: T.Type) throws(ParameterError) -> T? {
        var value: T?
        guard withQueryValueBytes(name, { value = T(routeParameterUTF8: $0) }) else { return nil }
        guard let value else {
            throw ParameterError(kind: .invalid, name: name, text: queryValue(name), expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// The error for a value that does not convert, with its decoded text.
    @usableFromInline @inline(never)
    func conversionError(_ name: String, _ location: ParameterLocation, expectedType: String) -> ParameterError {
        let text = withValue(at: location) { String(decoding: $0, as: UTF8.self) }
        return ParameterError(kind: .invalid, name: name, text: text, expectedType: expectedType)
    }
}

extension ParameterError {
    /// The error for a parameter the route does not have (out of line: a read that finds its
    /// parameter never makes it).
    @usableFromInline @inline(never)
    static func missing(_ name: String, expectedType: String) -> ParameterError {
        ParameterError(kind: .missing, name: name, text: nil, expectedType: expectedType)
    }
}
