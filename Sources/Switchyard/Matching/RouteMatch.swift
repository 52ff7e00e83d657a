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
    let input: String
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

    init(
        storage: RouteTableStorage, route: Int32, input: String, offset: Int, kind: ScannedURL.Kind,
        trimmedSpan: ScannedURL.Span, querySpan: ScannedURL.Span, captures: Captures, overflow: [UInt64]?
    ) {
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
        parameterInfos.first(where: { storage.name(of: $0) == name }).map(decodedText)
    }

    /// A parameter converted to `T`.
    ///
    /// `@inlinable` so that the conversion is specialised in the caller's module: a generic
    /// call across modules would look up `T`'s metadata at run time on every call.
    ///
    /// - Throws: ``ParameterError`` when the route has no such parameter (`missing`) or its
    ///   text does not convert (`invalid`), naming the parameter, the text and the type.
    @inlinable
    public func parameter<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T {
        try convertedParameter(name, as: type)
    }

    /// Runs `body` with the decoded bytes of parameter `name` (on the stack for segments and
    /// query values; a `**` value is joined from its segments first); false when the route
    /// has no such parameter.
    @usableFromInline
    func withParameterBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard let info = parameterInfos.first(where: { storage.name(of: $0) == name }) else { return false }
        if info.location == .rest {
            var text = decodedText(info)
            text.withUTF8(body)
        } else {
            withDecodedBytes(info, body)
        }
        return true
    }

    // MARK: Internals

    var parameterInfos: ArraySlice<RouteTableStorage.ParameterInfo> {
        Self.parameterInfos(storage, route: route)
    }

    /// The raw byte range captured for a parameter.
    func capturedRange(_ info: RouteTableStorage.ParameterInfo) -> Range<Int> {
        Self.capturedRange(info, captures: captures, overflow: overflow)
    }

    /// Runs `body` with the decoded bytes of a segment or query parameter (not `**`), on the
    /// stack: no `String` is made.
    func withDecodedBytes<R>(_ info: RouteTableStorage.ParameterInfo, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = capturedRange(info)
        let plusIsSpace = plusIsSpace
        return withBytes { bytes in
            Self.withDecodedBytes(info, range: range, in: bytes, plusIsSpace: plusIsSpace, body)
        }
    }

    func decodedText(_ info: RouteTableStorage.ParameterInfo) -> String {
        let range = capturedRange(info)
        let plusIsSpace = plusIsSpace
        return withBytes { bytes in Self.decodedText(info, range: range, in: bytes, plusIsSpace: plusIsSpace) }
    }

    // MARK: Byte-level access, shared with MatchView

    /// The parameters of `route`, path first, in pattern order.
    static func parameterInfos(_ storage: RouteTableStorage, route: Int32) -> ArraySlice<RouteTableStorage.ParameterInfo> {
        storage.parameters(of: route)
    }

    /// The raw byte range captured for a parameter.
    static func capturedRange(_ info: RouteTableStorage.ParameterInfo, captures: Captures, overflow: [UInt64]?) -> Range<Int> {
        info.slot < Captures.inlineCapacity
            ? Captures.unpack(captures[inline: info.slot])
            : Captures.unpack(overflow![Int(info.slot &- Captures.inlineCapacity)])
    }

    /// Runs `body` with the decoded bytes of a segment or query parameter (not `**`) captured
    /// at `range` of `bytes`; `plusIsSpace` is the URL's rule for query items.
    static func withDecodedBytes<R>(
        _ info: RouteTableStorage.ParameterInfo, range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        PercentDecoding.withLenientlyDecoded(
            UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: info.location == .query && plusIsSpace, body
        )
    }

    /// The decoded text of a parameter captured at `range` of `bytes`.
    static func decodedText(
        _ info: RouteTableStorage.ParameterInfo, range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool
    ) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        switch info.location {
        case .segment:
            return PercentDecoding.segmentString(raw)
        case .query:
            return PercentDecoding.lenientString(raw, plusIsSpace: plusIsSpace)
        case .rest:
            return raw.split(separator: ASCII.slash).map {
                PercentDecoding.segmentString(UnsafeBufferPointer(rebasing: $0))
            }.joined(separator: "/")
        }
    }

    private func text(_ range: Range<Int>) -> String {
        withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Runs `body` with the URL's bytes, indexed as the lookup indexed them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
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
