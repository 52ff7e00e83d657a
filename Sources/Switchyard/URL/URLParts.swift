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

    /// The decoded, non-empty path segments (for a custom scheme, the authority first).
    public let pathSegments: [String]

    /// Reads `url`, or throws why the router would reject it (`too-long`, `malformed`,
    /// `dot-segment`; never `no-route`).
    ///
    /// - Parameter maximumLength: the size limit, as ``RouteTableOptions/maximumURLLength``.
    /// - Complexity: O(*n*) in the length of `url`.
    public init(_ url: String, maximumLength: Int = RouteTableOptions().maximumURLLength) throws(NoMatch) {
        var input = url
        input.makeContiguousUTF8()
        var scanned: ScannedURL?
        var segments: [String] = []
        let failure: NoMatch? = input.withUTF8 { bytes in
            URLReader.read(bytes, limit: maximumLength, validateUTF8: false) { url, path in
                scanned = url
                if path.count > 0 {
                    segments.reserveCapacity(path.count)
                    for i in 0..<path.count { segments.append(String(decoding: path.decoded(i), as: UTF8.self)) }
                }
            }
        }
        if let failure { throw failure }
        self.input = input
        self.scanned = scanned!
        self.pathSegments = segments
    }

    /// The URL as given, trimmed of surrounding white space.
    public var url: String { text(scanned.trimmed) }

    /// The scheme as written, lower-cased; `nil` for a relative or `//host` reference.
    public var scheme: String? {
        scanned.scheme.isEmpty ? nil : text(scanned.scheme).lowercased()
    }

    /// The host of a web link, lower-cased, without a trailing dot; `nil` for other URLs.
    public var host: String? {
        scanned.kind == .web ? text(scanned.host).lowercased() : nil
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
                items.append(RawQueryItem(
                    rawName: String(decoding: UnsafeBufferPointer(rebasing: bytes[item.name]), as: UTF8.self),
                    rawValue: String(decoding: UnsafeBufferPointer(rebasing: bytes[item.value]), as: UTF8.self),
                    plusIsSpace: plusIsSpace
                ))
            }
            return items
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
        return text.withUTF8 { raw -> String? in
            // Decoding also validates text with no `%`: a raw C1 control character is refused too.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { scratch -> String? in
                guard let count = PercentDecoding.decode(raw, plusIsSpace: plusIsSpace, into: scratch) else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: scratch[0..<count]), as: UTF8.self)
            }
        }
    }
}
