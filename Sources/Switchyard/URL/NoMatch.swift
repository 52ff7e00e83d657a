/// Why a URL matched no route.
///
/// When several reasons apply, the first in this order is reported:
/// `tooLong`, `malformed`, `dotSegment`, `noRoute`.
public enum NoMatchReason: String, Sendable, Hashable, CaseIterable {
    /// The input is longer than the table's size limit; it was not scanned past the limit.
    case tooLong = "too-long"
    /// The input is not a URL the router accepts: a control character, space or `\`,
    /// bad percent-encoding, bytes that are not UTF-8, a bad host or port, user info.
    case malformed
    /// A path segment is `.` or `..`, or decodes to text with such a part (`..%2F`).
    case dotSegment = "dot-segment"
    /// The URL is well formed but no route matches it.
    case noRoute = "no-route"
}

/// A URL that matched no route, with the reason and a sentence for people.
///
/// ```swift
/// if case .notMatched(let miss) = table.match("raycipe://recipes/%G1") {
///     print(miss.reason, miss.detail, miss.offset ?? -1)
///     // malformed bad percent-encoding in the path (% must be followed by two hex digits) 18
/// }
/// ```
public struct NoMatch: Sendable, Hashable, Error {
    /// The reason, as the contract names it.
    public var reason: NoMatchReason
    /// What exactly was wrong, for people (it does not allocate when the URL is rejected).
    public var detail: StaticString
    /// The byte offset in the input where the problem was found, when there is one.
    public var offset: Int?

    /// Makes a no-match (for adapters and tests; lookups make their own).
    public init(reason: NoMatchReason, detail: StaticString, offset: Int? = nil) {
        self.reason = reason
        self.detail = detail
        self.offset = offset
    }

    /// Equal when the reason, the offset and the detail's text are.
    public static func == (a: NoMatch, b: NoMatch) -> Bool {
        a.reason == b.reason && a.offset == b.offset && a.detail.description == b.detail.description
    }

    /// Hashes the reason and the offset.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(offset)
    }
}
