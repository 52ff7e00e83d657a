import Switchyard

/// The URLs a link may send a visitor to: route patterns, matched by the router in time
/// linear in the URL's length.
///
/// A link is stored only when its deep link and every fallback (`afl`, `ifl`, `ipfl`, `ofl`)
/// match one of the patterns, so that nobody can make the domain redirect to a site its
/// owner does not control. A fallback that is not `http`/`https` is refused outright.
///
/// ```swift
/// let allowlist = try LinkAllowlist(patterns: ["https://raycipe.example.com/**", "https://apps.apple.com/**"])
/// allowlist.allows("https://raycipe.example.com/recipes/2")   // true
/// allowlist.allows("https://evil.example/")                    // false
/// ```
public struct LinkAllowlist: Sendable {
    /// The patterns, in the order given.
    public let patterns: [String]
    private let table: RouteTable?

    /// An allowlist of `patterns` (route patterns; see the pattern syntax guide). An empty
    /// list allows nothing.
    ///
    /// - Throws: `RouteTableError` when a pattern does not parse or two conflict.
    public init(patterns: [String]) throws(RouteTableError) {
        self.patterns = patterns
        let definitions = patterns.enumerated().map { RouteDefinition(name: "allow.\($0.offset + 1)", pattern: $0.element) }
        table = definitions.isEmpty ? nil : try RouteTable(definitions)
    }

    /// An allowlist of the `http` and `https` routes of `table` (the app's own web links).
    public init(webRoutesOf table: RouteTable) throws(RouteTableError) {
        let patterns = table.definitions.map(\.pattern).filter { pattern in
            let lower = ASCIIText.lowercased(pattern)
            return lower.hasPrefix("https://") || lower.hasPrefix("http://")
        }
        try self.init(patterns: patterns)
    }

    /// Whether `url` matches one of the patterns.
    public func allows(_ url: String) -> Bool {
        guard let table, LongLinkReader.isWebURL(url) else { return false }
        return table.match(url).match != nil
    }

    /// Checks a link's deep link and fallbacks.
    ///
    /// - Throws: ``AllowlistRefusal`` naming the first field that fails.
    public func check(_ link: ClickLink) throws(AllowlistRefusal) {
        guard allows(link.deepLink) else {
            throw AllowlistRefusal(field: "link", url: link.deepLink, reason: "the deep link is not on the allowlist")
        }
        for (field, url) in link.fallbacks {
            guard LongLinkReader.isWebURL(url) else {
                throw AllowlistRefusal(field: field, url: url, reason: "the fallback '\(field)' is not an http or https URL")
            }
            guard allows(url) else {
                throw AllowlistRefusal(field: field, url: url, reason: "the fallback '\(field)' is not on the allowlist")
            }
        }
    }
}

/// A deep link or fallback the allowlist refused.
public struct AllowlistRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter (`link`, `afl`, `ifl`, `ipfl`, `ofl`).
    public var field: String
    /// The URL refused.
    public var url: String
    /// Why, in a sentence that names the field.
    public var reason: String
    /// `reason: URL`, on one line.
    public var description: String { "\(reason): \(url)" }
}
