/// A URL read by the router's own rules, part by part, without a route table.
///
/// For code built on the router that needs a URL's parts themselves (a dynamic-link decoder,
/// an allowlist, a link service): the same scan a lookup does (section 1 of the routing
/// contract: trimming, the size limit, scheme, host, path segments, query and fragment), so
/// such code and the router can never read one URL two ways.
///
/// ```swift
/// let parts = try URLParts("https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&isi=1")
/// parts.scheme                          // "https"
/// parts.host                            // "rayciperw.page.link"
/// parts.pathSegments                    // []
/// parts.query.first("link")             // "https://raycipe.example.com/recipes/2"
/// parts.rawQueryItems[1].rawValue       // "1"
/// ```
public struct URLParts: Sendable {
    /// What kind of URL this is, as the router tells them apart.
    public enum Kind: Sendable, Hashable {
        /// `http` or `https`, or a `//host` reference (routed as `https`).
        case web
        /// Any other scheme: there is no host, and the authority is the first path segment.
        case custom
        /// No scheme: a path.
        case relative
    }

    let input: String
    let scanned: ScannedURL

    /// The kind of URL.
    public var kind: Kind {
        switch scanned.kind {
        case .web: .web
        case .custom: .custom
        case .relative: .relative
        }
    }

    /// Reads `url`, or throws why the router would reject it (`too-long`, `malformed`,
    /// `dot-segment`; never `no-route`).
    ///
    /// Reading allocates nothing: each part is made when asked for.
    ///
    /// - Parameters:
    ///   - url: the URL, as ``RouteTable/match(_:)-(String)`` takes it.
    ///   - maximumLength: the size limit, as ``RouteTableOptions/maximumURLLength``.
    /// - Complexity: O(*n*) in the length of `url`.
    public init(_ url: String, maximumLength: Int = RouteTableOptions().maximumURLLength) throws(NoMatch) {
        var input = url
        input.makeContiguousUTF8()
        var scanned: ScannedURL?
        let failure: NoMatch? = input.withUTF8 { bytes in
            URLReader.read(bytes, limit: maximumLength, validateUTF8: false) { url, _ in scanned = url }
        }
        if let failure { throw failure }
        self.input = input
        self.scanned = scanned!
    }

    /// The decoded, non-empty path segments (for a custom scheme, the authority first).
    /// The path is read again for them, by the same rules.
    public var pathSegments: [String] {
        var segments: [String] = []
        var input = input
        let limit = input.utf8.count
        _ = input.withUTF8 { bytes in
            URLReader.read(bytes, limit: limit, validateUTF8: false) { _, path in
                if path.count > 0 {
                    segments.reserveCapacity(path.count)
                    for i in 0..<path.count { segments.append(String(decoding: path.decoded(i), as: UTF8.self)) }
                }
            }
        }
        return segments
    }

    /// True when the path has no segment (`https://e.example`, `https://e.example/?q`).
    public var pathIsEmpty: Bool {
        withBytes { bytes in
            scanned.path.allSatisfy { bytes[$0] == ASCII.slash }
        }
    }

    /// The URL's length in bytes, trimmed.
    public var length: Int { scanned.trimmed.count }

    /// The URL as given, trimmed of surrounding white space.
    public var url: String {
        scanned.trimmed == 0..<input.utf8.count ? input : text(scanned.trimmed)
    }

    /// The scheme as written, lower-cased; `nil` for a relative or `//host` reference.
    public var scheme: String? {
        scanned.scheme.isEmpty ? nil : lowercasedText(scanned.scheme)
    }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    public var host: String? {
        scanned.kind == .web ? lowercasedText(scanned.host) : nil
    }

    /// The query items, decoded leniently as a matched route reads them.
    public var query: QueryItems {
        QueryItems(input: input, offset: 0, range: scanned.query, plusIsSpace: scanned.plusIsSpace)
    }

    /// True when the URL has a `?`, even with nothing after it.
    public var hasQuery: Bool { scanned.query != nil }

    /// The fragment, percent-decoded (its raw text when it does not decode), or `nil`.
    public var fragment: String? {
        guard let range = scanned.fragment else { return nil }
        return withBytes { PercentDecoding.lenientString(UnsafeBufferPointer(rebasing: $0[range]), plusIsSpace: false) }
    }

    /// Every query item as written, in order, split as the router splits them (on `&`, then
    /// the first `=`; empty items dropped), with strict decoding on request.
    public var rawQueryItems: [RawQueryItem] {
        guard let range = scanned.query else { return [] }
        let plusIsSpace = scanned.plusIsSpace
        return withBytes { bytes in
            var items: [RawQueryItem] = []
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                items.append(
                    RawQueryItem(
                        rawName: String(decoding: UnsafeBufferPointer(rebasing: bytes[item.name]), as: UTF8.self),
                        rawValue: String(decoding: UnsafeBufferPointer(rebasing: bytes[item.value]), as: UTF8.self),
                        plusIsSpace: plusIsSpace
                    ))
            }
            return items
        }
    }

    /// Every query item decoded strictly, in order, or the first item whose name or value
    /// does not decode (see ``RawQueryItem``). Only the decoded texts are made.
    public func strictQueryItems() -> (items: [QueryItems.Item], failure: RawQueryItem?) {
        guard let range = scanned.query else { return ([], nil) }
        let plusIsSpace = scanned.plusIsSpace
        return withBytes { bytes in
            var items: [QueryItems.Item] = []
            // One allocation: at most one item more than there are `&`.
            items.reserveCapacity(bytes[range].reduce(1) { $0 &+ ($1 == ASCII.ampersand ? 1 : 0) })
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                let name = UnsafeBufferPointer(rebasing: bytes[item.name])
                let value = UnsafeBufferPointer(rebasing: bytes[item.value])
                guard let decodedName = RawQueryItem.strictlyDecoded(name, plusIsSpace: plusIsSpace),
                    let decodedValue = RawQueryItem.strictlyDecoded(value, plusIsSpace: plusIsSpace)
                else {
                    let failure = RawQueryItem(
                        rawName: String(decoding: name, as: UTF8.self), rawValue: String(decoding: value, as: UTF8.self),
                        plusIsSpace: plusIsSpace)
                    return (items, failure)
                }
                items.append(QueryItems.Item(name: decodedName, value: decodedValue))
            }
            return (items, nil)
        }
    }

    /// The text of `range`, ASCII letters lower-cased (schemes and hosts are ASCII once read).
    private func lowercasedText(_ range: Range<Int>) -> String {
        withBytes { bytes in
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            guard part.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
                return String(decoding: part, as: UTF8.self)
            }
            return String(unsafeUninitializedCapacity: part.count) { out in
                for i in 0..<part.count {
                    let b = part[i]
                    out[i] = b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b | 0x20 : b
                }
                return part.count
            }
        }
    }

    private func text(_ range: Range<Int>) -> String {
        withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var input = input
        return input.withUTF8(body)
    }
}

/// One query item as written in the URL, before decoding.
///
/// The router decodes query items leniently (a value that does not decode keeps its raw
/// text). Code that must not guess reads ``name`` and ``value``, which are `nil` when the
/// text does not decode strictly: a `%` not followed by two hexadecimal digits, decoded bytes
/// that are not UTF-8, or a decoded control character.
///
/// ```swift
/// let item = try URLParts("https://e.example/?amv=%ZZ").rawQueryItems[0]
/// item.rawValue   // "%ZZ"
/// item.value      // nil
/// ```
public struct RawQueryItem: Sendable, Hashable {
    /// The name as written.
    public var rawName: String
    /// The value as written (empty for an item without `=`).
    public var rawValue: String
    /// Whether `+` decodes to a space (web links and relative references) or stays `+`.
    public var plusIsSpace: Bool

    /// An item as written, and the rule for `+` of the URL it came from.
    public init(rawName: String, rawValue: String, plusIsSpace: Bool) {
        self.rawName = rawName
        self.rawValue = rawValue
        self.plusIsSpace = plusIsSpace
    }

    /// The name, strictly decoded, or `nil` when it does not decode.
    public var name: String? { Self.strictlyDecoded(rawName, plusIsSpace: plusIsSpace) }

    /// The value, strictly decoded, or `nil` when it does not decode.
    public var value: String? { Self.strictlyDecoded(rawValue, plusIsSpace: plusIsSpace) }

    /// `text` percent-decoded, or `nil` when it does not decode to UTF-8 without control characters.
    public static func strictlyDecoded(_ text: String, plusIsSpace: Bool) -> String? {
        var text = text
        return text.withUTF8 { strictlyDecoded($0, plusIsSpace: plusIsSpace) }
    }

    static func strictlyDecoded(_ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> String? {
        // Plain ASCII needs no decoding: the scanner has refused control characters in the
        // query already. Anything else is decoded, which also validates text with no `%`:
        // a raw C1 control character is refused too.
        if !PercentDecoding.needsDecoding(raw, plusIsSpace: plusIsSpace) && !raw.contains(where: { $0 >= 0x80 }) {
            return String(decoding: raw, as: UTF8.self)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { scratch -> String? in
            guard let count = PercentDecoding.decode(raw, plusIsSpace: plusIsSpace, into: scratch) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: scratch[0..<count]), as: UTF8.self)
        }
    }
}

extension URLParts {
    /// Whether `+` in the query decodes to a space: for web links and relative references,
    /// not for custom schemes.
    public var queryPlusIsSpace: Bool { scanned.plusIsSpace }

    /// The scheme's place in ``url``'s UTF-8, without `:` (as written, not lower-cased), or
    /// `nil` when ``scheme`` is `nil`.
    ///
    /// For code that keeps a URL's text and reads its parts later without reading it again.
    public var schemeUTF8Range: Range<Int>? {
        scanned.scheme.isEmpty ? nil : shifted(scanned.scheme)
    }

    /// The host's place in ``url``'s UTF-8 (as written, not lower-cased, without a trailing
    /// dot), or `nil` when ``host`` is `nil`.
    public var hostUTF8Range: Range<Int>? {
        scanned.kind == .web ? shifted(scanned.host) : nil
    }

    /// Runs `body` with each query item's bytes as written, in order, split as
    /// ``rawQueryItems`` splits them, until `body` returns `false`. Nothing is allocated.
    ///
    /// ```swift
    /// try URLParts("https://e.example/?a=1&b").forEachRawQueryItem { name, value in
    ///     print(String(decoding: name, as: UTF8.self), value.count)   // "a" 1, then "b" 0
    ///     return true
    /// }
    /// ```
    public func forEachRawQueryItem(_ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool) {
        guard let range = scanned.query else { return }
        withBytes { bytes in
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                if !body(UnsafeBufferPointer(rebasing: bytes[item.name]), UnsafeBufferPointer(rebasing: bytes[item.value])) { return }
            }
        }
    }

    private func shifted(_ range: Range<Int>) -> Range<Int> {
        let start = scanned.trimmed.lowerBound
        return (range.lowerBound - start)..<(range.upperBound - start)
    }
}

extension RawQueryItem {
    /// Runs `body` with the strict decoding of `raw` (the bytes of a query name or value as
    /// written), or with `nil` when it does not decode (see ``name``): ``strictlyDecoded(_:plusIsSpace:)``
    /// without making a `String`. Text that needs no decoding is passed as it is; scratch
    /// memory is on the stack for ordinary lengths.
    public static func withStrictlyDecoded(
        _ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        if isPlainASCII(raw, plusIsSpace: plusIsSpace) { return body(raw) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { scratch in
            guard let count = PercentDecoding.decode(raw, plusIsSpace: plusIsSpace, into: scratch) else { return body(nil) }
            body(UnsafeBufferPointer(rebasing: scratch[0..<count]))
        }
    }

    /// True when `raw` is ASCII with no `%` (nor `+`, when it is a space): its strict decoding
    /// is itself. Eight bytes at a time.
    @inline(__always)
    private static func isPlainASCII(_ raw: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = ones &* 0x80
        var i = 0
        while i &+ 8 <= raw.count {
            let word = ByteView(raw).word(at: i)
            let percent = word ^ (ones &* UInt64(ASCII.percent))
            var found = ((percent &- ones) & ~percent) | word
            if plusIsSpace {
                let plus = word ^ (ones &* UInt64(ASCII.plus))
                found |= (plus &- ones) & ~plus
            }
            if found & high != 0 { return false }
            i &+= 8
        }
        while i < raw.count {
            let b = raw[i]
            if b >= 0x80 || b == ASCII.percent || (plusIsSpace && b == ASCII.plus) { return false }
            i &+= 1
        }
        return true
    }
}
