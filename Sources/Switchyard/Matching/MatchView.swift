/// A lookup's outcome, borrowed: what ``RouteTable/withMatch(_:_:)`` hands its closure.
///
/// A view is the fast way to route in a hot loop. ``RouteTable/match(_:)-(String)`` hands back a
/// ``MatchResult`` that owns what it needs (it retains the table's storage and the input
/// string, and the caller releases both); a view instead refers to the table and to the
/// input's bytes without owning them, so a lookup through it does no reference counting
/// and copies no result.
///
/// - Important: a view is valid only inside the closure it is given to. Do not store it or
///   let it escape the closure (it refers to memory that the call frees when the closure
///   returns); call ``makeResult()`` or ``makeMatch()`` for an owned copy.
///
/// ```swift
/// let index = table.withMatch("raycipe://recipes/2") { view in
///     view.routeIndex                                    // Optional(0)
/// }
/// let id = try table.withMatch("raycipe://recipes/2") { view throws(ParameterError) in
///     try view.parameter("id", as: Int.self)             // 2
/// }
/// ```
public struct MatchView {
    /// The table, not retained: the caller of `withMatch` holds it for the whole call.
    @usableFromInline let table: Unmanaged<RouteTableStorage>
    /// The URL's UTF-8, valid only during the call.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// What the lookup found, on the caller's stack: a view holds pointers and nothing to
    /// copy or destroy.
    @usableFromInline let outcomePointer: UnsafePointer<RouteTable.LookupOutcome>
    /// Capture slots past the eighth (routes with many parameters only), on the caller's stack.
    @usableFromInline let overflowPointer: UnsafePointer<[UInt64]?>
    /// The matched route's parameter records in the table's ``ParameterDirectory`` (none for a
    /// miss), found once when the view is made, so that each read by name searches them with
    /// no load through the table.
    @usableFromInline let recordsStart: UnsafePointer<ParameterDirectory.Record>
    @usableFromInline let recordsEnd: UnsafePointer<ParameterDirectory.Record>
    #if DEBUG
    /// Debug builds only: whether the closure the view was handed to is still running, so that
    /// a view kept past it is caught at its first use instead of reading freed stack memory.
    @usableFromInline let lifetime: Lifetime
    #endif

    #if DEBUG
    @usableFromInline
    init(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>,
        outcome: UnsafePointer<RouteTable.LookupOutcome>, overflow: UnsafePointer<[UInt64]?>, lifetime: Lifetime
    ) {
        self.table = table
        self.bytes = bytes
        self.outcomePointer = outcome
        self.overflowPointer = overflow
        (recordsStart, recordsEnd) = Self.records(table: table, outcome: outcome)
        self.lifetime = lifetime
    }
    #else
    @inlinable @inline(__always)
    init(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>,
        outcome: UnsafePointer<RouteTable.LookupOutcome>, overflow: UnsafePointer<[UInt64]?>
    ) {
        self.table = table
        self.bytes = bytes
        self.outcomePointer = outcome
        self.overflowPointer = overflow
        (recordsStart, recordsEnd) = Self.records(table: table, outcome: outcome)
    }
    #endif

    /// The records of the route the lookup at `outcome` found (the lookup writes a route, and
    /// so -1 stays for a miss, only on a hit): plain loads, dropped by the compiler when the
    /// closure reads no parameter by name.
    @inlinable @inline(__always)
    static func records(
        table: Unmanaged<RouteTableStorage>, outcome: UnsafePointer<RouteTable.LookupOutcome>
    ) -> (start: UnsafePointer<ParameterDirectory.Record>, end: UnsafePointer<ParameterDirectory.Record>) {
        let route = UnsafeRawPointer(outcome).assumingMemoryBound(to: CapturedURL.self).pointee.route
        return table._withUnsafeGuaranteedRef { $0.directory }.records(of: route)
    }

    /// Makes the view of a lookup's outcome and runs `body` with it: the one place a view is
    /// made (in debug builds it is marked used up when `body` returns).
    @inlinable @inline(__always)
    static func run<R, E: Error>(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>,
        outcome: UnsafePointer<RouteTable.LookupOutcome>, overflow: UnsafePointer<[UInt64]?>, _ body: (MatchView) throws(E) -> R
    ) throws(E) -> R {
        #if DEBUG
        let lifetime = Lifetime()
        defer { lifetime.isOpen = false }
        let view = MatchView(table: table, bytes: bytes, outcome: outcome, overflow: overflow, lifetime: lifetime)
        #else
        let view = MatchView(table: table, bytes: bytes, outcome: outcome, overflow: overflow)
        #endif
        return try body(view)
    }

    /// The URL's bytes (in debug builds, checked to be still valid).
    @inlinable
    var urlBytes: UnsafeBufferPointer<UInt8> {
        checkLifetime()
        return bytes
    }

    /// What the lookup found (in debug builds, checked to be still valid).
    var outcome: RouteTable.LookupOutcome {
        _read {
            checkLifetime()
            yield outcomePointer.pointee
        }
    }

    /// The outcome's ``CapturedURL``, read in place: it is the outcome's first stored
    /// property, so the outcome's address is its own (checked in debug builds). Reading it
    /// through `outcomePointer.pointee` would copy the whole outcome, retaining the reason of
    /// a miss, and a key-path projection was not folded into a constant.
    @inlinable
    var foundPointer: UnsafePointer<CapturedURL> {
        @inline(__always) get {
            assert(MemoryLayout<RouteTable.LookupOutcome>.offset(of: \.found) == 0, "the outcome's CapturedURL is not its first field")
            return UnsafeRawPointer(outcomePointer).assumingMemoryBound(to: CapturedURL.self)
        }
    }

    /// The captured URL (in debug builds, checked to be still valid).
    var found: CapturedURL {
        _read {
            checkLifetime()
            yield foundPointer.pointee
        }
    }

    @inlinable @inline(__always)
    func checkLifetime() {
        #if DEBUG
        precondition(lifetime.isOpen, "a MatchView was used after the closure it was handed to returned; call makeMatch() for a match that outlives it")
        #endif
    }

    /// True when a route matched.
    @inlinable
    public var isMatch: Bool { routeIndex != nil }

    /// The route's index in the table's definitions, or `nil` when no route matched.
    public var routeIndex: Int? {
        outcome.failure == nil ? Int(found.route) : nil
    }

    /// The reason no route matched, or `nil` when one did.
    public var noMatch: NoMatch? { outcome.failure }

    /// The route's name, or `nil` when no route matched.
    public var routeName: String? {
        guard let route = routeIndex else { return nil }
        return table._withUnsafeGuaranteedRef { $0.names[route] }
    }

    /// The pattern that matched, as written, or `nil` when no route matched.
    public var pattern: String? {
        guard let route = routeIndex else { return nil }
        return table._withUnsafeGuaranteedRef { $0.patterns[route] }
    }

    /// The scheme, lower-cased, as ``RouteMatch/scheme`` gives it; `nil` when no route
    /// matched or the URL is a relative reference.
    public var scheme: String? { isMatch ? found.scheme(in: bytes) : nil }

    /// The host of a web link, lower-cased, as ``RouteMatch/host`` gives it; `nil` when no
    /// route matched or the URL is not a web link.
    public var host: String? { isMatch ? found.host(in: bytes) : nil }

    /// The fragment, percent-decoded, as ``RouteMatch/fragment`` gives it; `nil` when no
    /// route matched or the URL has none.
    public var fragment: String? { isMatch ? found.fragment(in: bytes) : nil }

    /// A parameter converted to `T`, as ``RouteMatch/parameter(_:as:)-(String,_)`` converts it, from
    /// its bytes in place (no `String` is made for the standard types).
    ///
    /// - Throws: ``ParameterError`` when no route matched or the route has no such parameter
    ///   (`missing`), or its text does not convert (`invalid`).
    @inlinable @inline(__always)
    public func parameter<T: RouteParameter>(_ name: consuming String, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(named: name, as: type)
    }

    /// The parameter `key` names, converted to `T`, as ``parameter(_:as:)-(String,_)``: a key made
    /// by this table (``RouteTable/parameterKey(_:)``) finds it by an index; any other key by its
    /// name.
    ///
    /// ```swift
    /// static let id = ParameterKey("id")
    /// table.withMatch("raycipe://recipes/2") { try? $0.parameter(Self.id, as: Int.self) }   // Optional(2)
    /// ```
    ///
    /// - Throws: ``ParameterError`` when no route matched or the route has no such parameter
    ///   (`missing`), or its text does not convert (`invalid`).
    @inlinable @inline(__always)
    public func parameter<T: RouteParameter>(_ key: ParameterKey, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(key, as: type)
    }

    /// Runs `body` with the UTF-8 of parameter `name`, without making a `String`; `nil` when
    /// no route matched or the route has no such parameter.
    ///
    /// The bytes are the URL's own when the value has no percent escape (a `+` too, in a
    /// query value of a web link or a path): nothing is copied. Otherwise they are the decoded
    /// value in scratch memory on the stack, never on the heap for values of up to 1,024
    /// bytes, and on the stack for longer ones whenever the thread's stack has room. The bytes
    /// are valid only inside `body`. They are valid UTF-8 (a query value that does not decode
    /// is handed over as written, as everywhere else).
    ///
    /// The name is taken `consuming` and let go as soon as it is read, so that a caller
    /// reading names out of an array does not retain each one for the read.
    ///
    /// ```swift
    /// let length = table.withMatch("/repos/apple/swift") { view in
    ///     view.withParameterBytes("owner") { $0.count }      // Optional(5)
    /// }
    /// ```
    ///
    /// - Throws: what `body` throws.
    @inlinable @inline(__always)
    public func withParameterBytes<R, E: Error>(_ name: consuming String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try withParameter(at: locate(name), body)
    }

    /// ``withParameterBytes(_:_:)-(String,_)`` for the parameter `key` names: the fast form.
    ///
    /// - Throws: what `body` throws.
    @inlinable @inline(__always)
    public func withParameterBytes<R, E: Error>(_ key: ParameterKey, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try withParameter(at: locate(key), body)
    }

    /// Runs `body` with the text of the parameter `key` names as a `UTF8Span` (no `String`
    /// made, no validation repeated: the bytes were checked when the URL was read), with the
    /// same storage rules as ``withParameterBytes(_:_:)-(String,_)``; `nil` when there is none.
    ///
    /// - Throws: what `body` throws.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @inlinable
    public func withParameterText<R, E: Error>(_ key: ParameterKey, _ body: (UTF8Span) throws(E) -> R) throws(E) -> R? {
        try withParameterBytes(key) { (bytes) throws(E) -> R in try body(UTF8Span(unchecked: bytes.span)) }
    }

    /// The decoded text of a parameter, or `nil` when no route matched or the route has no
    /// parameter of that name.
    public func parameterText(_ name: String) -> String? {
        text(at: locate(name))
    }

    /// The first value of query item `name`, decoded, or `nil` when there is none
    /// (as `match.query.first(name)`).
    public func queryValue(_ name: String) -> String? {
        guard isMatch else { return nil }
        return found.withFirstQueryValue(name, in: bytes) { String(decoding: $0, as: UTF8.self) }
    }

    /// The first value of query item `name` converted to `T`, or `nil` when there is none
    /// (as `match.query.value(name, as:)`).
    ///
    /// - Throws: ``ParameterError`` (`invalid`) when the value does not convert.
    @inlinable
    public func queryValue<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T? {
        try convertedQueryValue(name, as: type)
    }

    /// An owned match, which may outlive the closure, or `nil` when no route matched.
    /// It copies the URL into a new string.
    public func makeMatch() -> RouteMatch? {
        guard isMatch else { return nil }
        return RouteMatch(
            storage: table.takeUnretainedValue(), input: String(decoding: bytes, as: UTF8.self), offset: 0,
            found: found, overflow: overflowPointer.pointee
        )
    }

    /// An owned result, equal to what ``RouteTable/match(_:)-(String)`` gives for the same URL.
    public func makeResult() -> MatchResult {
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(makeMatch()!)
    }

    // MARK: Internals

    /// The route, or -1 for a miss (the lookup writes a route only on a hit; checked in
    /// debug builds).
    @inlinable
    var capturedRoute: Int32 {
        checkLifetime()
        let route = foundPointer.pointee.route
        assert((route >= 0) == isMatchChecked, "a lookup's outcome has route \(route) and failure \(String(describing: noMatch))")
        return route
    }

    /// Whether the outcome is a hit, from its failure (debug builds' check of ``capturedRoute``).
    @usableFromInline
    var isMatchChecked: Bool { outcome.failure == nil }

    @inlinable
    var tableStorage: Unmanaged<RouteTableStorage> { table }

    /// Searches the route's records, found when the view was made (none for a miss): the
    /// route is not read again.
    @inlinable @inline(__always)
    func entry(exact fingerprint: NameFingerprint, route: Int32) -> ParameterDirectory.Entry {
        checkLifetime()
        return ParameterDirectory.entry(exact: fingerprint, from: recordsStart, to: recordsEnd)
    }

    /// Reads the capture where the outcome is, through its pointer: the captures are the
    /// ``CapturedURL``'s first field and their inline slots its first 64 bytes (checked in
    /// debug builds); reading them as a value would copy all eight.
    @inlinable @inline(__always)
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation? {
        let found = foundPointer
        guard ParameterDirectory.isInlineSegment(entry) && found.pointee.plainPath else { return nil }
        assert(MemoryLayout<CapturedURL>.offset(of: \.captures) == 0 && MemoryLayout<Captures>.offset(of: \.inline) == 0, "the inline captures do not start the CapturedURL")
        let packed = UnsafeRawPointer(found).load(fromByteOffset: Int(ParameterDirectory.slot(entry)) &* 8, as: UInt64.self)
        return ParameterLocation(packed: packed)
    }

    /// ``CapturedURL/plainLocation(ofKeyCode:)``, read through the outcome's pointer as
    /// ``plainLocation(of:)`` reads it: the code is the slot's byte offset.
    @inlinable @inline(__always)
    func plainLocation(ofKeyCode code: ParameterKey.Code) -> ParameterLocation? {
        let found = foundPointer
        guard UInt8(truncatingIfNeeded: code) < found.pointee.segmentCodeLimit else { return nil }
        let packed = UnsafeRawPointer(found).load(fromByteOffset: code, as: UInt64.self)
        return ParameterLocation(packed: packed)
    }

    /// Out of line, in the library, handed the URL's bytes rather than the view (which the
    /// caller would otherwise store to memory on every lookup, to pass its address).
    @inlinable @inline(__always)
    func conversionFailure(at location: ParameterLocation, name: String, expectedType: String) -> ParameterError {
        location.failure(in: urlBytes, name: name, expectedType: expectedType)
    }

    /// Out of line, in the library, handed the view's pointers rather than the view (as
    /// ``conversionFailure(at:name:expectedType:)`` is).
    @inlinable @inline(__always)
    func location(of entry: ParameterDirectory.Entry) -> ParameterLocation {
        Self.location(of: entry, found: foundPointer, in: urlBytes, overflow: overflowPointer)
    }

    @usableFromInline
    static func location(
        of entry: ParameterDirectory.Entry, found: UnsafePointer<CapturedURL>, in bytes: UnsafeBufferPointer<UInt8>,
        overflow: UnsafePointer<[UInt64]?>
    ) -> ParameterLocation {
        found.pointee.location(of: entry, in: bytes) { overflow.pointee![$0] }
    }

    @inlinable
    func withURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try body(urlBytes)
    }

    /// Runs `body` with the decoded bytes of the first value of query item `name`; false
    /// when there is none.
    @usableFromInline
    func withQueryValueBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard isMatch else { return false }
        return found.withFirstQueryValue(name, in: bytes, body) != nil
    }
}

#if DEBUG
extension MatchView {
    /// Debug builds only: the flag a view checks before each use; `withMatch` clears it when
    /// its closure returns.
    @usableFromInline
    final class Lifetime {
        @usableFromInline var isOpen = true

        @usableFromInline init() {}
    }
}
#endif

/// A view refers to memory it does not own; it must not cross into another task.
@available(*, unavailable)
extension MatchView: Sendable {}

/// `parameter(_:as:)` converts as ``RouteMatch``'s does.
extension MatchView: ParameterConversion {}
