/// A URL read once by the router's rules, for code built on the router that looks at a URL's
/// parts and then routes it: a dynamic link's deep link is read, judged (a web link? on which
/// host?) and matched from one reading, with no `String` made for it and no second scan.
///
/// Made by ``RouteTable/read(_:limit:_:)``, which reads exactly as a lookup does (the fast
/// path for a plain URL, ``URLReader`` for any other), and matched by
/// ``RouteTable/match(_:input:offset:)``, which goes through the lookup's own matcher. It
/// points into the bytes it was read from and into the reader's scratch memory: it is valid
/// only inside the closure it is given to.
@usableFromInline
package struct ReadURL {
    /// The URL's UTF-8, as read.
    package let bytes: UnsafeBufferPointer<UInt8>
    let scanned: ScannedURL
    /// The segments of a plain path (split by the walk as it goes), or `nil`.
    let plain: PlainPathSegments?
    /// The segments ``URLReader`` split and decoded, for any other path.
    let split: SplitPathSegments?

    /// What kind of URL this is.
    package var kind: URLParts.Kind {
        switch scanned.kind {
        case .web: .web
        case .custom: .custom
        case .relative: .relative
        }
    }

    /// True for an absolute `http` or `https` URL with a host (not a `//host` reference).
    package var isWeb: Bool { scanned.kind == .web && !scanned.scheme.isEmpty }

    /// The scheme, without `:`, as written; `nil` when the URL names none.
    package var scheme: Range<Int>? { scanned.scheme.isEmpty ? nil : scanned.scheme }

    /// The host of a web link, as written, without a trailing dot; `nil` for other URLs.
    package var host: Range<Int>? { scanned.kind == .web ? scanned.host : nil }

    /// The URL trimmed of surrounding white space.
    package var trimmed: Range<Int> { scanned.trimmed }

    /// The query, after `?`; `nil` when there is no `?`.
    package var query: Range<Int>? { scanned.query }

    /// The fragment, after `#`; `nil` when there is no `#`.
    package var fragment: Range<Int>? { scanned.fragment }

    /// Whether `+` in the query decodes to a space (web links and relative references).
    package var plusIsSpace: Bool { scanned.plusIsSpace }

    /// True when the path has no segment (`https://e.example`, `https://e.example/?q`).
    package var pathIsEmpty: Bool {
        if let split { return split.segments.count == 0 }
        for i in scanned.path where bytes[i] != ASCII.slash { return false }
        return true
    }

    /// Runs `body` with each query item's name and value as ranges in ``bytes``, as written,
    /// in order, split as a matched route splits them, until `body` returns `false`.
    package func forEachQueryItem(_ body: (_ name: Range<Int>, _ value: Range<Int>) -> Bool) {
        guard let range = scanned.query else { return }
        var scanner = QueryScanner(bytes, range)
        while let item = scanner.next() {
            if !body(item.name, item.value) { return }
        }
    }
}

extension RouteTable {
    /// Reads `bytes` (UTF-8) as a lookup reads a URL, within `limit` bytes, and runs `body` with
    /// what it read; returns why the router rejects the URL instead (`body` is not run).
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int = RouteTableOptions().maximumURLLength, _ body: (ReadURL) -> Void
    ) -> NoMatch? {
        if let (segments, url) = PlainPathSegments.read(bytes, limit: limit, validateUTF8: false) {
            body(ReadURL(bytes: bytes, scanned: url, plain: segments, split: nil))
            return nil
        }
        return URLReader.read(bytes, limit: limit, validateUTF8: false) { url, segments in
            let split = SplitPathSegments(segments: segments, pathEnd: url.path.upperBound)
            body(ReadURL(bytes: bytes, scanned: url, plain: nil, split: split))
        }
    }

    /// Matches a URL already read, as ``match(_:)-(String)`` matches its text: the same
    /// matcher, with the table's own size limit. `input` is the string whose UTF-8 holds the
    /// URL's bytes from `offset` on (`nil`: a string is made of them, on a hit only).
    @usableFromInline
    package func match(_ url: ReadURL, input: String?, offset: Int) -> MatchResult {
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        Self.lookUp(url, in: storage, into: &outcome, overflow: &overflow)
        return result(of: outcome, overflow: overflow, bytes: url.bytes, input: input, offset: offset)
    }
}
