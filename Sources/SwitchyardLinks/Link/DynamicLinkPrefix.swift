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
        defaultHostSuffixes.contains { host.utf8.count > $0.utf8.count && host.hasSuffix($0) }
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
