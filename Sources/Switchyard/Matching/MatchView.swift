/// A lookup's outcome, borrowed: what ``RouteTable/withMatch(_:_:)`` hands its closure.
///
/// A view is the fast way to route in a hot loop. ``RouteTable/match(_:)-(String)`` hands back a
/// ``MatchResult`` that owns what it needs (it retains the table's storage and the input
/// string, and the caller releases both); a view instead refers to the table and to the
/// input's bytes without owning them, so a lookup through it does no reference counting
/// and copies no result.
///
/// A view is non-escapable (`~Escapable`): it lives only inside the closure it is lent to, and
/// the compiler refuses code that stores it, returns it or captures it in a closure that
/// outlives that one. Call ``makeResult()`` or ``makeMatch()`` for an owned copy.
///
/// ```swift
/// let index = table.withMatch("raycipe://recipes/2") { view in
///     view.routeIndex                                    // Optional(0)
/// }
/// let id = try table.withMatch("raycipe://recipes/2") { view throws(ParameterError) in
///     try view.parameter("id", as: Int.self)             // 2
/// }
/// ```
public struct MatchView: ~Escapable {
    /// The table, not retained: the caller of `withMatch` holds it for the whole call.
    @usableFromInline let table: Unmanaged<RouteTableStorage>
    /// The URL's UTF-8, valid only during the call.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// What the lookup found, on the caller's stack: a view holds pointers and nothing to
    /// copy or destroy. The captured URL and the failure are two values of the outcome, each
    /// lent by its own `withUnsafePointer`, so each is read as its own type.
    @usableFromInline let foundPointer: UnsafePointer<CapturedURL>
    @usableFromInline let failurePointer: UnsafePointer<NoMatch?>
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
    @usableFromInline @_lifetime(borrow bytes)
    init(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>, found: UnsafePointer<CapturedURL>,
        failure: UnsafePointer<NoMatch?>, overflow: UnsafePointer<[UInt64]?>, lifetime: Lifetime
    ) {
        self.table = table
        self.bytes = bytes
        self.foundPointer = found
        self.failurePointer = failure
        self.overflowPointer = overflow
        (recordsStart, recordsEnd) = Self.records(table: table, found: found)
        self.lifetime = lifetime
    }
    #else
    @inlinable @inline(__always) @_lifetime(borrow bytes)
    init(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>, found: UnsafePointer<CapturedURL>,
        failure: UnsafePointer<NoMatch?>, overflow: UnsafePointer<[UInt64]?>
    ) {
        self.table = table
        self.bytes = bytes
        self.foundPointer = found
        self.failurePointer = failure
        self.overflowPointer = overflow
        (recordsStart, recordsEnd) = Self.records(table: table, found: found)
    }
    #endif

    /// The records of the route the lookup found (the lookup writes a route, and so -1 stays
    /// for a miss, only on a hit): plain loads, dropped by the compiler when the closure reads
    /// no parameter by name.
    @inlinable @inline(__always)
    static func records(
        table: Unmanaged<RouteTableStorage>, found: UnsafePointer<CapturedURL>
    ) -> (start: UnsafePointer<ParameterDirectory.Record>, end: UnsafePointer<ParameterDirectory.Record>) {
        table._withUnsafeGuaranteedRef { $0.directory }.records(of: found.pointee.route)
    }

    /// Makes the view of a lookup's outcome and runs `body` with it: the one place a view is
    /// made (in debug builds it is marked used up when `body` returns).
    @inlinable @inline(__always)
    static func run<R, E: Error>(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>, found: UnsafePointer<CapturedURL>,
        failure: UnsafePointer<NoMatch?>, overflow: UnsafePointer<[UInt64]?>, _ body: (MatchView) throws(E) -> R
    ) throws(E) -> R {
        #if DEBUG
        let lifetime = Lifetime()
        defer { lifetime.isOpen = false }
        let view = MatchView(table: table, bytes: bytes, found: found, failure: failure, overflow: overflow, lifetime: lifetime)
        #else
        let view = MatchView(table: table, bytes: bytes, found: found, failure: failure, overflow: overflow)
        #endif
        return try body(view)
    }

    /// Makes the view of the lookup's outcome `outcome` and runs `body` with it, the outcome's
    /// captured URL and failure each lent by its own `withUnsafePointer` for as long as `body`
    /// runs; what `body` returns goes to `value`, what it throws to `error`, as
    /// ``RouteTable/withMatch(_:_:)`` collects them. `overflow` is `nil` when it returns.
    @inlinable @inline(__always)
    static func run<R, E: Error>(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>, outcome: inout RouteTable.LookupOutcome,
        overflow: inout [UInt64]?, value: inout R?, error: inout E?, _ body: (MatchView) throws(E) -> R
    ) {
        withUnsafePointer(to: &outcome.found) { found in
            withUnsafePointer(to: &outcome.failure) { failure in
                withUnsafePointer(to: &overflow) { overflow in
                    do throws(E) {
                        value = try run(table: table, bytes: bytes, found: found, failure: failure, overflow: overflow, body)
                    } catch let thrown {
                        error = thrown
                    }
                }
            }
        }
        // The view is gone; almost no lookup fills an overflow slot. Emptied here, behind a
        // test, the caller's array is released only when there is one: otherwise the compiler
        // calls a release of `nil` when the caller's variable ends.
        if overflow != nil { overflow = nil }
    }

    /// ``run(table:bytes:outcome:overflow:value:error:_:)`` returning what `body` returns.
    @inlinable @inline(__always)
    static func run<R, E: Error>(
        table: Unmanaged<RouteTableStorage>, bytes: UnsafeBufferPointer<UInt8>, outcome: inout RouteTable.LookupOutcome,
        overflow: inout [UInt64]?, _ body: (MatchView) throws(E) -> R
    ) throws(E) -> R {
        var value: R?
        var error: E?
        run(table: table, bytes: bytes, outcome: &outcome, overflow: &overflow, value: &value, error: &error, body)
        if let error { throw error }
        return value!
    }

    /// The URL's bytes (in debug builds, checked to be still valid).
    @inlinable
    var urlBytes: UnsafeBufferPointer<UInt8> {
        checkLifetime()
        return bytes
    }

    /// Why no route matched, or `nil` (in debug builds, checked to be still valid).
    var failure: NoMatch? {
        _read {
            checkLifetime()
            yield failurePointer.pointee
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
        failure == nil ? Int(found.route) : nil
    }

    /// The reason no route matched, or `nil` when one did.
    public var noMatch: NoMatch? { failure }

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
        if let failure { return .notMatched(failure) }
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
    var isMatchChecked: Bool { failure == nil }

    @inlinable
    var tableStorage: Unmanaged<RouteTableStorage> { table }

    /// Reads the route's records, found when the view was made.
    @inlinable @inline(__always)
    func entry(atPosition position: Int) -> ParameterDirectory.Entry {
        checkLifetime()
        assert(position >= 0 && position < recordsEnd - recordsStart, "position \(position) outside the route's \(recordsEnd - recordsStart) parameters")
        return recordsStart[position].entry
    }

    /// Searches the route's records, found when the view was made (none for a miss): the
    /// route is not read again.
    @inlinable @inline(__always)
    func entry(exact fingerprint: NameFingerprint, route: Int32) -> ParameterDirectory.Entry {
        checkLifetime()
        return ParameterDirectory.entry(exact: fingerprint, from: recordsStart, to: recordsEnd)
    }

    /// ``CapturedURL/plainLocation(of:)``, read in place through the captured URL's pointer.
    @inlinable @inline(__always)
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation? {
        foundPointer.pointee.plainLocation(of: entry)
    }

    /// ``CapturedURL/plainLocation(ofKeyCode:)``, read in place through the captured URL's
    /// pointer.
    @inlinable @inline(__always)
    func plainLocation(ofKeyCode code: ParameterKey.Code) -> ParameterLocation? {
        foundPointer.pointee.plainLocation(ofKeyCode: code)
    }

    /// Out of line, in the library, handed the URL's bytes rather than the view (which the
    /// caller would otherwise store to memory on every lookup, to pass its address).
    @inlinable @inline(__always)
    func conversionFailure(at location: ParameterLocation, name: String, expectedType: String) -> ParameterError {
        location.failure(in: urlBytes, name: name, expectedType: expectedType)
    }

    /// The failure of a typed route's read, out of line and handed the view's parts rather
    /// than the view (``ParameterConversion/positionalFailure(at:position:expectedType:)``).
    @inlinable @inline(__always)
    func positionalFailure(at location: ParameterLocation, position: Int, expectedType: String) -> ParameterError {
        Self.positionalFailure(at: location, position: position, expectedType: expectedType, table: table, found: foundPointer, bytes: urlBytes)
    }

    @usableFromInline @inline(never)
    static func positionalFailure(
        at location: ParameterLocation, position: Int, expectedType: String, table: Unmanaged<RouteTableStorage>,
        found: UnsafePointer<CapturedURL>, bytes: UnsafeBufferPointer<UInt8>
    ) -> ParameterError {
        let name = parameterName(in: table, route: found.pointee.route, position: position)
        return location.failure(in: bytes, name: name, expectedType: expectedType)
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

extension MatchView {
    /// The ways the view breaks its invariants: empty when it reports a failure exactly when
    /// no route was written, its records are its route's in the table's directory, and, on a
    /// hit, the captured URL's offsets lie inside the URL's bytes
    /// (``CapturedURL/invariantViolations(in:slotCount:extraCount:extra:)``). Used inside the
    /// closure only, as every use of a view. The tests call this in debug and release builds alike.
    func invariantViolations() -> [String] {
        let route = foundPointer.pointee.route
        let storage = table.takeUnretainedValue()
        guard (failure == nil) == (route >= 0) else { return ["route \(route) with failure \(String(describing: failure))"] }
        guard route < Int32(storage.routes.count) else { return ["route \(route) outside the table's \(storage.routes.count)"] }
        let (start, end) = storage.directory.records(of: route)
        guard start == recordsStart && end == recordsEnd else { return ["the view's records are not its route's"] }
        guard route >= 0 else { return [] }
        let slotCount = storage.parameters(of: route).map { $0.slot &+ 1 }.max() ?? 0
        let extra = overflowPointer.pointee ?? []
        return found.invariantViolations(in: urlBytes, slotCount: slotCount, extraCount: extra.count) { extra[$0] }
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
