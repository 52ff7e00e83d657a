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
protocol ParameterConversion: ~Escapable {
    /// The matched route's index, or -1 when no route matched.
    var capturedRoute: Int32 { get }

    /// The table the match is of, not retained (the wrapper holds it).
    var tableStorage: Unmanaged<RouteTableStorage> { get }

    /// The entry of the parameter of `route` (-1: none matched, and no entry) whose name has
    /// `fingerprint`, an exact one, or -1. The default searches the table's directory; a
    /// wrapper that found the route's records once searches those.
    func entry(exact fingerprint: NameFingerprint, route: Int32) -> ParameterDirectory.Entry

    /// The entry of the parameter at `position` of the matched route (in the order its pattern
    /// captures them). The default reads the table's directory; a wrapper that found the
    /// route's records once reads those.
    func entry(atPosition position: Int) -> ParameterDirectory.Entry

    /// The location of the parameter captured as `entry` when reading it needs no look at the
    /// URL's bytes (``CapturedURL/plainLocation(of:)``), else `nil` (for -1, no parameter, too).
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation?

    /// ``plainLocation(of:)`` for the parameter a key made in the table codes as `code`
    /// (``ParameterKey/Code``): one compare of the code with the lookup's limit.
    func plainLocation(ofKeyCode code: ParameterKey.Code) -> ParameterLocation?

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

    /// The error for the parameter at `location` (named `name`) that is missing or does not
    /// convert to the type called `expectedType`: out of line, and not generic.
    func conversionFailure(at location: ParameterLocation, name: String, expectedType: String) -> ParameterError

    /// The error for the parameter at `position` of the matched route, found at `location`,
    /// that does not convert to `expectedType`: the failure of a typed route's read. The
    /// default is out of line; ``MatchView`` hands its pointers to a function out of line, so
    /// that a typed closure does not copy the view for a path it never takes.
    func positionalFailure(at location: ParameterLocation, position: Int, expectedType: String) -> ParameterError
}

extension ParameterConversion where Self: ~Escapable {
    // MARK: Finding a parameter

    /// Where the parameter `key` names is, or ``ParameterLocation/missing``.
    @inlinable @inline(__always)
    func locate(_ key: ParameterKey) -> ParameterLocation {
        let route = capturedRoute
        let table = tableStorage
        guard let code = key.code(tableAddress: UInt(bitPattern: table.toOpaque()), route: route) else {
            return locate(entry: key.entry(byNameIn: table, route: route))
        }
        if let location = plainLocation(ofKeyCode: code) { return location }
        let entry = ParameterKey.entry(code)
        guard entry >= 0 else { return .missing }
        return location(of: entry)
    }

    /// Where parameter `name` is, or ``ParameterLocation/missing``.
    @inlinable @inline(__always)
    func locate(_ name: String) -> ParameterLocation {
        let fingerprint = NameFingerprint(name)
        if fingerprint.isExact { return locate(exact: fingerprint, route: capturedRoute) }
        return locate(entry: Self.entry(longName: name, fingerprint, route: capturedRoute, in: tableStorage))
    }

    /// Parameter `name` converted to `T`: the body of the `parameter(_:as:)` methods that
    /// take a name.
    @inlinable @inline(__always)
    func converted<T: RouteParameter>(named name: String, as type: T.Type) throws(ParameterError) -> T {
        try converted(locate(name), name: name, as: type)
    }

    /// Where the parameter of `route` (-1: none matched) whose exact fingerprint is
    /// `fingerprint` is.
    @inlinable @inline(__always)
    func locate(exact fingerprint: NameFingerprint, route: Int32) -> ParameterLocation {
        locate(entry: entry(exact: fingerprint, route: route))
    }

    /// The entry of the parameter of `route` (-1: none matched) whose exact fingerprint is
    /// `fingerprint`, or -1, from the table's directory.
    @inlinable @inline(__always)
    func entry(exact fingerprint: NameFingerprint, route: Int32) -> ParameterDirectory.Entry {
        guard route >= 0 else { return -1 }
        let directory = tableStorage._withUnsafeGuaranteedRef { $0.directory }
        return directory.entry(exact: fingerprint, route: route)
    }

    /// Where the parameter captured as `entry` (-1: none) is.
    @inlinable @inline(__always)
    func locate(entry: ParameterDirectory.Entry) -> ParameterLocation {
        // The common case first: -1 is no inline segment, so it is checked after.
        if let location = plainLocation(of: entry) { return location }
        guard entry >= 0 else { return .missing }
        return location(of: entry)
    }

    /// The entry of parameter `name`, longer than a fingerprint holds, of `route` (-1: none
    /// matched) in `table`: out of line, and not generic.
    @usableFromInline
    static func entry(longName name: String, _ fingerprint: NameFingerprint, route: Int32, in table: Unmanaged<RouteTableStorage>) -> ParameterDirectory.Entry {
        guard route >= 0 else { return -1 }
        return table._withUnsafeGuaranteedRef { storage in
            storage.directory.entry(named: name, fingerprint, route: route, names: storage.parameterNames)
        }
    }

    // MARK: Reading and converting it

    /// Runs `body` with the value of the parameter at `location` (found), in place.
    @inlinable @inline(__always)
    func withValue<R, E: Error>(at location: ParameterLocation, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try withURLBytes { (bytes) throws(E) -> R in try location.withValue(in: bytes, body) }
    }

    /// The parameter at `location` (found) converted to `T`, or `nil` when it does not convert.
    ///
    /// An `Int` whose bytes are its value is read where it is, in the URL's bytes: the word that
    /// ends it can be loaded whole, the bytes before the value included
    /// (``DecimalInteger/value(in:from:to:)``). Every other type converts from the value's bytes.
    @inlinable @inline(__always)
    func value<T: RouteParameter>(at location: ParameterLocation, as type: T.Type) -> T? {
        if T.self == Int.self && location.decoding == .none {
            let value = withURLBytes { DecimalInteger.value(in: $0, from: location.start, to: location.end) }
            // `T` is `Int`.
            return unsafeBitCast(value, to: T?.self)
        }
        return withValue(at: location) { T(routeParameterUTF8: $0) }
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
    /// for its type at the call site; the error is made out of line
    /// (``conversionFailure(at:name:expectedType:)``), so that the name is neither copied nor
    /// retained unless it is thrown, and the caller holds one throw.
    @inlinable @inline(__always)
    func converted<T: RouteParameter>(_ location: ParameterLocation, name: String, as type: T.Type) throws(ParameterError) -> T {
        if location.isFound, let value = value(at: location, as: T.self) { return value }
        throw conversionFailure(at: location, name: name, expectedType: T.routeParameterTypeName)
    }

    /// The parameter `key` names converted to `T`: the body of the `parameter(_:as:)` methods
    /// that take a key. The key's name is read only to make the error, so that nothing read
    /// from the key is held across the reading.
    @inlinable @inline(__always)
    func converted<T: RouteParameter>(_ key: ParameterKey, as type: T.Type) throws(ParameterError) -> T {
        let location = locate(key)
        if location.isFound, let value = value(at: location, as: T.self) { return value }
        throw conversionFailure(at: location, name: key.name, expectedType: T.routeParameterTypeName)
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

    /// The error for the parameter at `location` that is missing or does not convert, with
    /// its decoded text: what each wrapper's ``conversionFailure(at:name:expectedType:)`` returns.
    func failure(at location: ParameterLocation, name: String, expectedType: String) -> ParameterError {
        withURLBytes { location.failure(in: $0, name: name, expectedType: expectedType) }
    }
}
