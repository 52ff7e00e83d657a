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
    let storage: RouteTableStorage
    /// The string the URL is part of; its UTF-8 starts at `offset` (non-zero for a `Substring`).
    @usableFromInline
    let input: String
    @usableFromInline
    let offset: Int
    /// Capture slots past the eighth (routes with many parameters only).
    let overflow: [UInt64]?
    let captures: Captures
    /// Of the scanned URL, only the trimmed range, the query and the kind are kept; the
    /// scheme, host and fragment are found again when asked for (see ``scanned``). That is
    /// for speed: it keeps a match within 128 bytes, which is returned with a few moves
    /// where a larger one was copied with calls to memcpy, several times per lookup.
    let trimmedSpan: ScannedURL.Span
    let querySpan: ScannedURL.Span
    let route: Int32
    let kind: ScannedURL.Kind
    /// True when the lookup's fast path took the URL: no captured segment needs decoding.
    let plainPath: Bool

    init(
        storage: RouteTableStorage, route: Int32, input: String, offset: Int, kind: ScannedURL.Kind,
        trimmedSpan: ScannedURL.Span, querySpan: ScannedURL.Span, captures: Captures, overflow: [UInt64]?,
        plainPath: Bool = false
    ) {
        self.plainPath = plainPath
        self.overflow = overflow
        self.storage = storage
        self.route = route
        self.input = input
        self.offset = offset
        self.captures = captures
        self.trimmedSpan = trimmedSpan
        self.querySpan = querySpan
        self.kind = kind
    }

    /// The URL's parts, scanned again from the input. The URL matched, so the scan finds
    /// exactly what the lookup found; it costs a pass over the URL, once per accessor call.
    var scanned: ScannedURL {
        withBytes { bytes in
            let end = trimmedSpan.range.upperBound
            var url = ScannedURL(range: trimmedSpan.range)
            _ = URLScanner.scanStructure(bytes, into: &url)
            var pathEnd = url.path.lowerBound
            while pathEnd < end && bytes[pathEnd] != ASCII.question && bytes[pathEnd] != ASCII.hash { pathEnd &+= 1 }
            url.path = url.path.lowerBound..<pathEnd
            _ = URLScanner.scanQueryAndFragment(bytes, from: pathEnd, to: end, into: &url, validateUTF8: false)
            return url
        }
    }

    /// `+` in a query item is a space for web links and relative references.
    var plusIsSpace: Bool { kind != .custom }

    /// The route's index in the table's definitions.
    public var routeIndex: Int { Int(route) }

    /// The route's name.
    public var routeName: String { storage.names[Int(route)] }

    /// The pattern that matched, as written.
    public var pattern: String { storage.patterns[Int(route)] }

    /// The URL as given, trimmed of surrounding white space.
    public var url: String { text(trimmedSpan.range) }

    /// The scheme, lower-cased: `https` for a `//host` reference, `nil` for a relative reference.
    public var scheme: String? {
        switch kind {
        case .relative: return nil
        case .web where scanned.scheme.isEmpty: return "https"
        default: return text(scanned.scheme).lowercased()
        }
    }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    public var host: String? {
        kind == .web ? text(scanned.host).lowercased() : nil
    }

    /// The fragment, percent-decoded (its raw text when it does not decode), or `nil`.
    public var fragment: String? {
        guard let range = scanned.fragment else { return nil }
        return withBytes { PercentDecoding.lenientString(UnsafeBufferPointer(rebasing: $0[range]), plusIsSpace: false) }
    }

    /// Every query item in its original order, constrained ones included.
    public var query: QueryItems {
        QueryItems(input: input, offset: offset, range: querySpan.optionalRange, plusIsSpace: plusIsSpace)
    }

    /// The parameters the pattern captured, path first, in pattern order.
    public var parameters: [MatchedParameter] {
        parameterInfos.map { info in
            MatchedParameter(name: storage.name(of: info), text: decodedText(info), typeName: storage.registry.name(of: info.kind))
        }
    }

    /// The decoded text of a parameter, or `nil` when the route has no parameter of that name.
    public func parameterText(_ name: String) -> String? {
        let location = locate(name)
        guard location.isFound else { return nil }
        return withValue(at: location) { UTF8Text.string($0) }
    }

    /// A parameter converted to `T`, from its bytes in place (a `String` is made only when
    /// `T` is `String`; one of up to 15 bytes allocates nothing).
    ///
    /// `@inlinable` so that the conversion is specialised in the caller's module: a generic
    /// call across modules would look up `T`'s metadata at run time on every call.
    ///
    /// - Throws: ``ParameterError`` when the route has no such parameter (`missing`) or its
    ///   text does not convert (`invalid`), naming the parameter, the text and the type.
    @inlinable
    public func parameter<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(locate(name), name: name, as: type)
    }

    /// The parameter `key` names, converted to `T`: the fast form of ``parameter(_:as:)-(String,_)``
    /// for hot paths (a ``Router``'s destination closures, for one).
    ///
    /// ```swift
    /// static let id = ParameterKey("id")
    /// let recipe = try match.parameter(Self.id, as: Int.self)
    /// ```
    ///
    /// - Throws: ``ParameterError``, as ``parameter(_:as:)-(String,_)`` does.
    @inlinable
    public func parameter<T: RouteParameter>(_ key: ParameterKey, as type: T.Type = T.self) throws(ParameterError) -> T {
        try converted(locate(key), name: key.name, as: type)
    }

    /// Runs `body` with the UTF-8 of parameter `name` without making a `String`, as
    /// ``MatchView/withParameterBytes(_:_:)-(String,_)`` does; `nil` when there is none.
    ///
    /// - Throws: what `body` throws.
    @inlinable
    public func withParameterBytes<R, E: Error>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        let location = locate(name)
        guard location.isFound else { return nil }
        return try withValue(at: location, body)
    }

    /// ``withParameterBytes(_:_:)-(String,_)`` for the parameter `key` names.
    ///
    /// - Throws: what `body` throws.
    @inlinable
    public func withParameterBytes<R, E: Error>(_ key: ParameterKey, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R? {
        let location = locate(key)
        guard location.isFound else { return nil }
        return try withValue(at: location, body)
    }

    // MARK: Internals

    var parameterInfos: ArraySlice<RouteTableStorage.ParameterInfo> {
        storage.parameters(of: route)
    }

    /// Where parameter `name` is (out of line, in the library).
    @usableFromInline
    func locate(_ name: String) -> ParameterLocation {
        guard let parameter = storage.parameter(named: name, route: route) else { return .missing }
        return location(parameter)
    }

    /// Where the parameter `key` names is (out of line, in the library).
    @usableFromInline
    func locate(_ key: ParameterKey) -> ParameterLocation {
        guard let parameter = storage.parameter(key, route: route) else { return .missing }
        return location(parameter)
    }

    /// The raw byte range captured for a parameter.
    func capturedRange(_ info: RouteTableStorage.ParameterInfo) -> Range<Int> {
        Captures.unpack(info.slot < Captures.inlineCapacity ? captures[inline: info.slot] : overflow![Int(info.slot &- Captures.inlineCapacity)])
    }

    @inline(__always)
    private func location(_ parameter: RouteTableStorage.ParameterInfo) -> ParameterLocation {
        let packed =
            parameter.slot < Captures.inlineCapacity
            ? captures[inline: parameter.slot]
            : overflow![Int(parameter.slot &- Captures.inlineCapacity)]
        let plainPath = plainPath
        let plusIsSpace = plusIsSpace
        return withBytes { ParameterLocation(parameter, packed: packed, in: $0, plainPath: plainPath, plusIsSpace: plusIsSpace) }
    }

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them. Inlinable, so
    /// that it is specialized with the conversion that calls it.
    @inlinable
    func withURLBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let offset = offset
        // The input is contiguous (the lookup read it so); `withUTF8` would copy the string.
        let result: Result<R, E>? = input.utf8.withContiguousStorageIfAvailable { all in
            do throws(E) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[offset...])))
            } catch {
                return .failure(error)
            }
        }
        guard let result else { return try withBytesOfCopy(body) }
        return try result.get()
    }

    /// ``withURLBytes(_:)`` on a contiguous copy of the input, for a string whose UTF-8 is not
    /// contiguous (never one the lookup read, but kept correct).
    @inlinable @inline(never)
    func withBytesOfCopy<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        var copy = input
        copy.makeContiguousUTF8()
        let offset = offset
        let result: Result<R, E> = copy.withUTF8 { all in
            do throws(E) {
                return .success(try body(UnsafeBufferPointer(rebasing: all[offset...])))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The decoded text of a parameter (for ``parameters`` and the URL builder's read-back).
    func decodedText(_ info: RouteTableStorage.ParameterInfo) -> String {
        let location = location(info)
        return withValue(at: location) { UTF8Text.string($0) }
    }

    private func text(_ range: Range<Int>) -> String {
        withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // The input is contiguous (the lookup read it so); `withUTF8` would copy the string.
        if let result = input.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[offset...])) }) {
            return result
        }
        var input = input
        return input.withUTF8 { all in
            body(UnsafeBufferPointer(rebasing: all[offset...]))
        }
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
