/// Where a team's dynamic links live: `https`, a host, and an optional path.
///
/// `https://rayciperw.page.link` and `https://example.com/link` are prefixes. A long link
/// is the prefix followed by `/?link=…`; a short link is the prefix followed by `/` and a
/// suffix. Only `https` is accepted: a link's parameters travel in its query, and a prefix
/// over `http` would hand them to anyone on the path.
///
/// ```swift
/// let prefix = try DynamicLinkPrefix("https://example.com/link/")
/// prefix.host          // "example.com"
/// prefix.path          // ["link"]
/// prefix.description   // "https://example.com/link"
/// ```
public struct DynamicLinkPrefix: Sendable, Hashable, CustomStringConvertible {
    /// The host, lower-cased.
    public let host: String
    /// The path's segments, decoded (empty for a prefix that is a host alone).
    public let path: [String]

    /// Reads a prefix.
    ///
    /// - Throws: ``DynamicLinkPrefixError`` when `text` is not `https://host[/path]`.
    public init(_ text: String) throws(DynamicLinkPrefixError) {
        self = try PrefixReader.read(text)
    }

    init(host: String, path: [String]) {
        self.host = host
        self.path = path
    }

    /// `https://host/path`, with the path's segments percent-encoded where they need it.
    public var description: String {
        var text = "https://" + host
        for segment in path { text += "/" + LinkPercentEncoding.encoded(segment) }
        return text
    }

    /// True for the hosts the original service gave out: ending in `.page.link` or `.app.goo.gl`.
    public var isDefaultHost: Bool { Self.isDefaultHost(host) }

    /// True when `host` (lower-cased) ends in `.page.link` or `.app.goo.gl` with a name before it.
    public static func isDefaultHost(_ host: String) -> Bool {
        // An ASCII host is compared by its bytes; any other by its characters.
        let ascii = host.utf8.withContiguousStorageIfAvailable { isDefaultHost(utf8: $0, ignoringCase: false) }
        if let ascii, let answer = ascii { return answer }
        return defaultHostSuffixes.contains { host.utf8.count > $0.utf8.count && host.hasSuffix($0) }
    }

    /// ``isDefaultHost(_:)`` for a host's UTF-8, lower-cased first when `ignoringCase`;
    /// `nil` when it is not ASCII.
    static func isDefaultHost(utf8 host: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Bool? {
        guard !host.contains(where: { $0 >= 0x80 }) else { return nil }
        return hasDefaultSuffix(host, ignoringCase: ignoringCase)
    }

    /// True when the ASCII `host` ends in `.page.link` or `.app.goo.gl` with a name before it.
    static func hasDefaultSuffix(_ host: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Bool {
        endsWithName(host, suffix: ".page.link", ignoringCase: ignoringCase)
            || endsWithName(host, suffix: ".app.goo.gl", ignoringCase: ignoringCase)
    }

    /// True when `host` is longer than `suffix` (lower-case ASCII) and ends with it.
    private static func endsWithName(_ host: UnsafeBufferPointer<UInt8>, suffix: StaticString, ignoringCase: Bool) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard host.count > count else { return false }
        let start = host.count &- count
        let wanted = suffix.utf8Start
        for i in 0..<count {
            let b = host[start &+ i]
            if (ignoringCase && b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b) != wanted[i] { return false }
        }
        return true
    }

    /// The host endings decoded as dynamic links without configuration.
    public static let defaultHostSuffixes = [".page.link", ".app.goo.gl"]
}

/// Why a text is not a ``DynamicLinkPrefix``.
public struct DynamicLinkPrefixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text given.
    public let text: String
    /// What is wrong with it.
    public let reason: String

    /// The text and the reason, for people.
    public var description: String { "'\(text)' is not a dynamic link prefix: \(reason)" }
}
