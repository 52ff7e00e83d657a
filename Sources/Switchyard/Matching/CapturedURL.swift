/// What a lookup found in a URL, as offsets into the URL's bytes: the route, the captured
/// ranges, and where the trimmed URL, its query, its source and its fragment are.
///
/// It is the one reader of a matched URL. ``RouteMatch`` (which owns the URL) and ``MatchView``
/// (which borrows it) hold one and hand it the URL's bytes; decoding a capture, `+` as a space,
/// a parameter's bytes, the scheme, the host and the fragment are all read here, from the
/// offsets the lookup recorded (``record(_:)``), without scanning the
/// URL again.
///
/// Invariant: every offset lies within the bytes of the URL the lookup read, and the bytes a
/// wrapper hands in are those bytes, indexed as the lookup indexed them (from the start of the
/// URL, untrimmed). The capture slots of `route` were written by the lookup. Debug builds check
/// each range read against the bytes handed in, and each slot against the table's count.
@usableFromInline
struct CapturedURL: Sendable {
    @usableFromInline var captures: Captures
    /// The URL without the white space around it.
    @usableFromInline var trimmedSpan: ScannedURL.Span
    /// The query, after `?` (`lower < 0`: there is none). `upper` is where the part before the
    /// fragment ends, also when there is no query: a fragment, when there is one, runs from
    /// the byte after the `#` there (`upper + 1`) to the end of the trimmed URL.
    @usableFromInline var querySpan: ScannedURL.Span
    /// Where the source ends: at the scheme's `:` for a custom scheme, at the end of the host
    /// for a web link; unused for a relative reference. A web link's scheme is `http`, `https`
    /// or absent (a `//host` reference) and its host follows `://` (or `//`) directly (user
    /// info is refused), so this one offset places both.
    @usableFromInline var sourceEnd: Int32
    @usableFromInline var route: Int32
    @usableFromInline var kind: ScannedURL.Kind
    /// What the low byte of a ``ParameterKey/Code`` is below when its parameter is read with
    /// no look at the URL: 8 (past the last inline slot) when the lookup's fast path took the
    /// URL (its path has no `%`, so no captured segment needs decoding), 0 (no code is below
    /// it) otherwise. Held as a limit rather than a flag so that a read by key tests the code
    /// and the path at once.
    @usableFromInline var segmentCodeLimit: UInt8

    /// Inlinable, so that ``RouteTable/withMatch(_:_:)`` makes it in place.
    @inlinable
    init() {
        captures = Captures()
        trimmedSpan = ScannedURL.Span(lower: -1, upper: -1)
        querySpan = ScannedURL.Span(lower: -1, upper: -1)
        sourceEnd = -1
        route = -1
        kind = .relative
        segmentCodeLimit = 0
    }

    /// True when the lookup's fast path took the URL: its path has no `%`, so no captured
    /// segment needs decoding.
    @inlinable
    var plainPath: Bool {
        get { segmentCodeLimit != 0 }
        set { segmentCodeLimit = newValue ? UInt8(truncatingIfNeeded: Captures.inlineCapacity) : 0 }
    }

    /// `+` in a query item is a space for web links and relative references.
    @inline(__always)
    var plusIsSpace: Bool { kind != .custom }

    // MARK: Parameters

    /// The packed range (``Captures/pack(_:)``) captured in `slot`; `extra` reads the slots
    /// past the eighth, by their index among those (routes with many parameters only).
    @inline(__always)
    func packedCapture(_ slot: Int32, extra: (Int) -> UInt64) -> UInt64 {
        slot < Captures.inlineCapacity ? captures[inline: slot] : extra(Int(slot &- Captures.inlineCapacity))
    }

    /// Where the parameter captured as `entry` (found) is in `bytes`, and how its bytes
    /// become its value.
    @inline(__always)
    func location(of entry: ParameterDirectory.Entry, in bytes: UnsafeBufferPointer<UInt8>, extra: (Int) -> UInt64) -> ParameterLocation {
        let slot = ParameterDirectory.slot(entry)
        let packed = packedCapture(slot, extra: extra)
        assert(
            Captures.unpack(packed).lowerBound >= 0 && Captures.unpack(packed).lowerBound <= Captures.unpack(packed).upperBound
                && Captures.unpack(packed).upperBound <= bytes.count,
            "capture slot \(slot) holds \(Captures.unpack(packed)), outside the URL's \(bytes.count) bytes"
        )
        return ParameterLocation(
            ParameterDirectory.location(entry), packed: packed, in: bytes, plainPath: plainPath, plusIsSpace: plusIsSpace
        )
    }

    /// The location of the parameter captured as `entry` when it is found without a look at
    /// the URL's bytes (a segment of a path the fast path took, in an inline slot: it holds no
    /// `%`, so its raw bytes are its value), else `nil` (for -1, no parameter, too). Inlined
    /// into the caller.
    @inlinable @inline(__always)
    func plainLocation(of entry: ParameterDirectory.Entry) -> ParameterLocation? {
        guard plainPath && ParameterDirectory.isInlineSegment(entry) else { return nil }
        return ParameterLocation(packed: captures[inline: ParameterDirectory.slot(entry)])
    }

    /// The location of the parameter a key codes as `code` when it is found without a look at
    /// the URL's bytes, as ``plainLocation(of:)``, else `nil`: one compare of the code with
    /// ``segmentCodeLimit``.
    @inlinable @inline(__always)
    func plainLocation(ofKeyCode code: ParameterKey.Code) -> ParameterLocation? {
        guard UInt8(truncatingIfNeeded: code) < segmentCodeLimit else { return nil }
        // Below the limit, the code is the inline slot (``ParameterKey/Code``).
        return ParameterLocation(packed: captures[inline: Int32(truncatingIfNeeded: code)])
    }

    // MARK: The URL's parts

    /// The query's bytes, after `?`.
    var queryRange: Range<Int>? { querySpan.optionalRange }

    /// The fragment's bytes, after `#`.
    var fragmentRange: Range<Int>? {
        let mark = Int(querySpan.upper)
        let end = Int(trimmedSpan.upper)
        return mark < end ? (mark &+ 1)..<end : nil
    }

    /// The scheme's bytes, without `:`: empty for a relative reference and a `//host` reference.
    func schemeRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = Int(trimmedSpan.lower)
        switch kind {
        case .relative:
            return start..<start
        case .custom:
            return start..<Int(sourceEnd)
        case .web:
            if bytes[start] == ASCII.slash { return start..<start }
            return start..<(bytes[start &+ 4] == ASCII.colon ? start &+ 4 : start &+ 5)
        }
    }

    /// The host's bytes (web links only), without a trailing dot; brackets kept for an IP literal.
    func hostRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard kind == .web else { return nil }
        let scheme = schemeRange(in: bytes)
        // After `://`, or after the `//` of a reference without a scheme.
        let start = scheme.isEmpty ? scheme.upperBound &+ 2 : scheme.upperBound &+ 3
        return start..<Int(sourceEnd)
    }

    /// The scheme, lower-cased: `https` for a `//host` reference, `nil` for a relative reference.
    func scheme(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch kind {
        case .relative: return nil
        case .web where bytes[Int(trimmedSpan.lower)] == ASCII.slash: return "https"
        default: return Self.text(schemeRange(in: bytes), in: bytes).lowercased()
        }
    }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    func host(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        hostRange(in: bytes).map { Self.text($0, in: bytes).lowercased() }
    }

    /// The fragment, percent-decoded (its raw text when it does not decode), or `nil`.
    func fragment(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let range = fragmentRange else { return nil }
        return PercentDecoding.lenientString(UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: false)
    }

    /// The trimmed URL's text.
    func urlText(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        Self.text(trimmedSpan.range, in: bytes)
    }

    /// The text of `range` of `bytes` (UTF-8 already checked by the lookup).
    static func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        UTF8Text.string(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// The first value of query item `name`, decoded, handed to `body`; `nil` when there is none.
    func withFirstQueryValue<R>(_ name: String, in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let range = queryRange else { return nil }
        return QueryItems.withFirstValue(name, in: bytes, range: range, plusIsSpace: plusIsSpace, body)
    }
}

extension CapturedURL {
    /// Records where the parts of `url` are: its kind, the trimmed URL, the query, the
    /// fragment's `#` and the source's end (the offsets read above).
    @inline(__always)
    mutating func record(_ url: ScannedURL) {
        kind = url.kind
        trimmedSpan = url.trimmedSpan
        // Spans as they are, no ranges made: this runs on every lookup.
        var query = url.querySpan
        let fragment = url.fragmentSpan.lower
        if query.lower < 0 { query.upper = fragment < 0 ? url.trimmedSpan.upper : fragment &- 1 }
        querySpan = query
        sourceEnd = url.kind == .web ? url.hostSpan.upper : url.schemeSpan.upper
    }

    /// The offsets of a URL read apart from a lookup (for ``Explainer``): no route, no captures.
    init(reading url: ScannedURL) {
        self.init()
        record(url)
    }
}

extension RouteTable.LookupOutcome {
    /// Records where the parts of the URL the lookup read are (``CapturedURL/record(_:)``).
    @inline(__always)
    mutating func record(_ url: ScannedURL) {
        found.record(url)
    }
}

extension CapturedURL {
    /// The ways this captured URL breaks its invariant (the type's comment) for `bytes`, the
    /// URL's bytes as the lookup indexed them, for a route whose parameters use `slotCount`
    /// capture slots (`extra` reads those past the eighth, `extraCount` of them): empty when
    /// every offset a reader reads lies within the bytes. Debug builds assert parts of this
    /// at each read; the tests call it in debug and release builds alike.
    func invariantViolations(
        in bytes: UnsafeBufferPointer<UInt8>, slotCount: Int32, extraCount: Int, extra: (Int) -> UInt64
    ) -> [String] {
        var problems: [String] = []
        let count = bytes.count
        let trimmed = trimmedSpan
        guard route >= 0 else { return ["no route (\(route))"] }
        guard 0 <= trimmed.lower && trimmed.lower <= trimmed.upper && Int(trimmed.upper) <= count else {
            return ["the trimmed URL \(trimmed.lower)..<\(trimmed.upper) is outside the \(count) bytes"]
        }
        let query = querySpan
        if !(trimmed.lower <= query.upper && query.upper <= trimmed.upper) {
            problems.append("the query's end \(query.upper) is outside the trimmed URL \(trimmed.lower)..<\(trimmed.upper)")
        }
        if query.lower >= 0 && !(trimmed.lower < query.lower && query.lower <= query.upper) {
            problems.append("the query \(query.lower)..<\(query.upper) is outside the trimmed URL or reversed")
        }
        if kind != .relative && !(trimmed.lower <= sourceEnd && sourceEnd <= query.upper) {
            problems.append("the source's end \(sourceEnd) is outside \(trimmed.lower)...\(query.upper)")
        }
        if kind == .web && sourceEnd >= 0 && Int(trimmed.lower) < count && bytes[Int(trimmed.lower)] != ASCII.slash
            && Int(trimmed.lower) &+ 5 > Int(sourceEnd)
        {
            problems.append("a web link's scheme (http or https) does not fit before the source's end \(sourceEnd)")
        }
        if segmentCodeLimit != 0 && Int32(segmentCodeLimit) != Captures.inlineCapacity {
            problems.append("segmentCodeLimit is \(segmentCodeLimit), neither 0 nor \(Captures.inlineCapacity)")
        }
        if slotCount > Captures.inlineCapacity && extraCount < Int(slotCount &- Captures.inlineCapacity) {
            problems.append("\(slotCount) capture slots, \(extraCount) of them past the eighth kept")
            return problems
        }
        for slot in 0..<Swift.max(slotCount, 0) {
            let range = Captures.unpack(packedCapture(slot, extra: extra))
            if !(0 <= range.lowerBound && range.lowerBound <= range.upperBound && range.upperBound <= count) {
                problems.append("capture slot \(slot) holds \(range), outside the \(count) bytes")
            }
        }
        return problems
    }
}
