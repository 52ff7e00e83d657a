/// A URL that matched a route: the route, its parameters, the query, fragment, scheme and host.
///
/// Parameters are held as byte ranges into the URL and converted only when asked for, so a
/// lookup does not allocate for them.
///
/// ```swift
/// let match = table.match("raycipe://recipes/2?utm_source=qr#steps").match!
/// match.routeName                                   // "recipe.detail"
/// try match.parameter("id", as: Int.self)           // 2
/// match.query.first("utm_source")                   // "qr"
/// match.fragment                                    // "steps"
/// ```
public struct RouteMatch: Sendable, ParameterConversion {
    /// The table's storage, or, for a route with more than eight capture slots, the
    /// ``OverflowCaptures`` that hold it and the slots past the eighth (`holdsOverflow`).
    /// One reference for both, so that a match owns two (this and `input`) and destroying it
    /// releases two: an overflow of its own, absent for most routes, was a third release on
    /// every match.
    @usableFromInline
    let owner: AnyObject & Sendable
    /// The string the URL is part of (from UTF-8 offset `offset`: non-zero for a `Substring`).
    @usableFromInline
    let input: String
    /// The URL's UTF-8 offset in `input`. A read asks `input` for its bytes
    /// (``withURLBytes(_:)``) and finds the URL there: no address is kept past the closure
    /// that lent it.
    @usableFromInline
    let offset: Int
    /// What the lookup found: the one reader of the URL's parts and parameters.
    @usableFromInline
    let found: CapturedURL
    /// True when `owner` is an ``OverflowCaptures``.
    @usableFromInline
    let holdsOverflow: Bool

    /// A match of the URL at UTF-8 `offset` of `input`, as the lookup `found` it.
    init(storage: RouteTableStorage, input: String, offset: Int, found: CapturedURL, overflow: [UInt64]?) {
        var input = input
        // The lookup read the URL in place, so its string is contiguous; a copy keeps this
        // true for any other.
        if _slowPath(input.utf8.withContiguousStorageIfAvailable({ _ in }) == nil) { input.makeContiguousUTF8() }
        self.init(storage: storage, contiguous: input, offset: offset, found: found, overflow: overflow)
    }

    /// A match of the URL at UTF-8 `offset` of `input`, whose UTF-8 is contiguous (the lookup
    /// read it in place), as the lookup `found` it. Inlinable, so that
    /// ``RouteTable/match(_:)-(String)`` makes it in its caller.
    @inlinable
    init(storage: RouteTableStorage, contiguous input: String, offset: Int, found: CapturedURL, overflow: [UInt64]?) {
        if let overflow {
            self.owner = Self.owner(storage, overflow)
            self.holdsOverflow = true
        } else {
            self.owner = storage
            self.holdsOverflow = false
        }
        self.input = input
        self.offset = offset
        self.found = found
    }

    /// The owner of a match of a route with more than eight capture slots: out of line.
    @usableFromInline
    static func owner(_ storage: RouteTableStorage, _ overflow: [UInt64]) -> AnyObject & Sendable {
        OverflowCaptures(storage: storage, slots: overflow)
    }

    /// The table the match is of.
    @inlinable
    var storage: RouteTableStorage {
        if _fastPath(!holdsOverflow) { return unsafeDowncast(owner, to: RouteTableStorage.self) }
        return Self.storage(of: owner)
    }

    /// The table of an ``OverflowCaptures`` owner: out of line.
    @usableFromInline
    static func storage(of owner: AnyObject & Sendable) -> RouteTableStorage {
        unsafeDowncast(owner, to: OverflowCaptures.self).storage
    }

    /// Capture slots past the eighth (routes with many parameters only).
    @usableFromInline
    var overflow: [UInt64]? {
        holdsOverflow ? unsafeDowncast(owner, to: OverflowCaptures.self).slots : nil
    }

    /// The route's index in the table's definitions.
    public var routeIndex: Int { Int(found.route) }

    /// The route's name.
    public var routeName: String { storage.names[Int(found.route)] }

    /// The pattern that matched, as written.
    public var pattern: String { storage.patterns[Int(found.route)] }

    /// The URL as given, trimmed of surrounding white space.
    public var url: String { withBytes { found.urlText(in: $0) } }

    /// The scheme, lower-cased: `https` for a `//host` reference, `nil` for a relative reference.
    public var scheme: String? { withBytes { found.scheme(in: $0) } }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    public var host: String? { withBytes { found.host(in: $0) } }

    /// The fragment, percent-decoded (its raw text when it does not decode), or `nil`.
    public var fragment: String? { withBytes { found.fragment(in: $0) } }

    /// Every query item in its original order, constrained ones included.
    public var query: QueryItems {
        QueryItems(input: input, offset: offset, range: found.queryRange, plusIsSpace: found.plusIsSpace)
    }

    /// The first value of query item `name`, decoded, or `nil` when there is none: what
    /// `query.first(name)` gives, read in place.
    public func queryValue(_ name: String) -> String? {
        withBytes { found.withFirstQueryValue(name, in: $0) { String(decoding: $0, as: UTF8.self) } }
    }

    /// The first value of query item `name` converted to `T`, or `nil` when there is none:
    /// what `query.value(name, as:)` gives, read from the URL's bytes in place, without making
    /// the ``QueryItems``.
    ///
    /// ```swift
    /// // raycipe://recipes/2?servings=4
    /// try match.queryValue("servings", as: Int.self)   // Optional(4)
    /// ```
    ///
    /// - Throws: ``ParameterError`` (`invalid`) when the value does not convert.
    @inlinable
    public func queryValue<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T? {
        try convertedQueryValue(name, as: type)
    }

    /// The parameters the pattern captured, path first, in pattern order.
    public var parameters: [MatchedParameter] {
        parameterInfos.map { info in
            MatchedParameter(name: storage.name(of: info), text: decodedText(info), typeName: storage.registry.name(of: info.kind))
        }
    }

    /// The decoded text of a parameter, or `nil` when the route has no parameter of that name.
    public func parameterText(_ name: String) -> String? {
        text(at: locate(name))
    }

    /// A parameter converted to `T`, from its bytes in place (a `String` is made only when
    /// `T` is `String`; one of up to 15 bytes allocates nothing).
    ///
    /// `@inlinable` so that the conversion is specialised in the caller's module: a generic
    /// call across modules would look up `T`'s metadata at run time on every call.
    ///
    /// - Throws: ``ParameterError`` when the route has no such parameter (`missing`) or its
    ///   text does not convert (`invalid`), naming the parameter, the text and the type.
    @inlinable @inline(__always)
    public func parameter<T: RouteParameter>(_ name: consuming String, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(named: name, as: type)
    }

    /// The parameter `key` names, converted to `T`, as ``parameter(_:as:)-(String,_)``: a key made
    /// by the match's table (``RouteTable/parameterKey(_:)``) finds it by an index; any other key
    /// by its name.
    ///
    /// ```swift
    /// static let id = ParameterKey("id")
    /// let recipe = try match.parameter(Self.id, as: Int.self)
    /// ```
    ///
    /// - Throws: ``ParameterError``, as ``parameter(_:as:)-(String,_)`` does.
    @inlinable @inline(__always)
    public func parameter<T: RouteParameter>(_ key: ParameterKey, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(key, as: type)
    }

    /// Runs `body` with the UTF-8 of parameter `name` without making a `String`, as
    /// ``MatchView/withParameterBytes(_:_:)-(String,_)`` does; `nil` when there is none.
    ///
    /// - Throws: what `body` throws.
    @inlinable @inline(__always)
    public func withParameterBytes<R, E: Error>(_ name: consuming String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try withParameter(at: locate(name), body)
    }

    /// ``withParameterBytes(_:_:)-(String,_)`` for the parameter `key` names.
    ///
    /// - Throws: what `body` throws.
    @inlinable @inline(__always)
    public func withParameterBytes<R, E: Error>(_ key: ParameterKey, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        try withParameter(at: locate(key), body)
    }

    // MARK: Internals

    /// The route's index, as the table keeps it.
    var route: Int32 { found.route }

    /// The parameter records of the route, in slot order.
    var parameterInfos: ArraySlice<RouteTableStorage.ParameterInfo> {
        storage.parameters(of: found.route)
    }

    @inlinable
    var capturedRoute: Int32 { found.route }

    @inlinable
    var tableStorage: Unmanaged<RouteTableStorage> { Unmanaged.passUnretained(storage) }

    @inlinable @inline(__always)
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation? {
        found.plainLocation(of: entry)
    }

    @inlinable @inline(__always)
    func plainLocation(ofKeyCode code: ParameterKey.Code) -> ParameterLocation? {
        found.plainLocation(ofKeyCode: code)
    }

    /// Out of line, in the library.
    @usableFromInline @inline(never)
    func conversionFailure(at location: ParameterLocation, name: String, expectedType: String) -> ParameterError {
        failure(at: location, name: name, expectedType: expectedType)
    }

    /// Out of line, in the library.
    @usableFromInline
    func location(of entry: ParameterDirectory.Entry) -> ParameterLocation {
        withBytes { bytes in found.location(of: entry, in: bytes) { overflow![$0] } }
    }

    /// The raw byte range captured for a parameter.
    func capturedRange(_ info: RouteTableStorage.ParameterInfo) -> Range<Int> {
        Captures.unpack(found.packedCapture(info.slot) { overflow![$0] })
    }

    private func location(_ parameter: RouteTableStorage.ParameterInfo) -> ParameterLocation {
        locate(entry: ParameterDirectory.entry(slot: parameter.slot, location: parameter.location))
    }

    /// The decoded text of a parameter (for ``parameters`` and the URL builder's read-back).
    func decodedText(_ info: RouteTableStorage.ParameterInfo) -> String {
        text(at: location(info)) ?? ""
    }

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them: `input`'s UTF-8
    /// from ``offset`` on, lent by the string for this call only. Inlinable, so that it is
    /// specialized with the conversion that calls it.
    @inlinable @inline(__always)
    func withURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let offset = self.offset
        // The input is contiguous (the initializer made it so); `withUTF8` would copy the string.
        let result: Result<R, E>? = input.utf8.withContiguousStorageIfAvailable { all in
            do throws(E) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[offset...])))
            } catch {
                return .failure(error)
            }
        }
        guard let result else { return try withCopiedURLBytes(body) }
        return try result.get()
    }

    /// ``withURLBytes(_:)`` if `input` ever lent no contiguous UTF-8 (the initializer makes it
    /// contiguous, so this is not expected): from a contiguous copy, out of line.
    @inlinable @inline(never)
    func withCopiedURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        var copy = input
        copy.makeContiguousUTF8()
        let offset = self.offset
        let result: Result<R, E> = copy.withUTF8 { all in
            do throws(E) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[offset...])))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` with the decoded bytes of the first value of query item `name`; false
    /// when there is none.
    @usableFromInline
    func withQueryValueBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        withBytes { found.withFirstQueryValue(name, in: $0, body) } != nil
    }

    /// ``withURLBytes(_:)`` for a body that does not throw.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withURLBytes(body)
    }
}

extension RouteMatch {
    /// The ways the match breaks its invariants: empty when `input`'s UTF-8 is contiguous,
    /// ``offset`` lies inside it, the owner is what ``holdsOverflow`` says, and the captured
    /// URL's offsets lie inside the URL's bytes (``CapturedURL/invariantViolations(in:slotCount:extraCount:extra:)``).
    /// The tests call this in debug and release builds alike.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if input.utf8.withContiguousStorageIfAvailable({ _ in }) == nil { problems.append("the input's UTF-8 is not contiguous") }
        if offset < 0 || offset > input.utf8.count { problems.append("offset \(offset) outside the input's \(input.utf8.count) bytes") }
        if holdsOverflow != (owner is OverflowCaptures) { problems.append("holdsOverflow is \(holdsOverflow), the owner another kind") }
        guard problems.isEmpty else { return problems }
        if found.route < 0 || Int(found.route) >= storage.routes.count { return ["route \(found.route) outside the table's \(storage.routes.count)"] }
        let slotCount = parameterInfos.map { $0.slot &+ 1 }.max() ?? 0
        let extra = overflow ?? []
        return withURLBytes { found.invariantViolations(in: $0, slotCount: slotCount, extraCount: extra.count) { extra[$0] } }
    }
}

/// One captured parameter: its name, decoded text and pattern type name.
public struct MatchedParameter: Sendable, Hashable {
    /// The parameter's name in the pattern.
    public var name: String
    /// The captured text, percent-decoded (for `**name`, the segments joined by `/`).
    public var text: String
    /// `string`, `int`, `double`, `bool`, `uuid`, or a custom type's name.
    public var typeName: String
}
