/// Why a URL matched no route: one of four reasons, compared with `==` or matched in a
/// `switch` against the static values.
///
/// When several reasons apply, the first in this order is reported:
/// ``tooLong``, ``malformed``, ``dotSegment``, ``noRoute``. Its ``description`` is the
/// contract's name for it (`too-long`, `malformed`, `dot-segment`, `no-route`), as the
/// `switchyard` command prints it.
///
/// ```swift
/// switch miss.reason {
/// case .noRoute: showNotFound()
/// case .malformed, .dotSegment: reportBadLink()
/// default: reject()   // too-long, and any reason added later
/// }
/// ```
public struct NoMatchReason: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The reasons, in the order of precedence.
    enum Code: UInt8, Sendable, Hashable, CaseIterable {
        case tooLong, malformed, dotSegment, noRoute
    }

    let code: Code

    init(_ code: Code) { self.code = code }

    /// The input is longer than the table's size limit; it was not scanned past the limit.
    public static var tooLong: NoMatchReason { NoMatchReason(.tooLong) }
    /// The input is not a URL the router accepts: a control character, space or `\`,
    /// bad percent-encoding, bytes that are not UTF-8, a bad host or port, user info.
    public static var malformed: NoMatchReason { NoMatchReason(.malformed) }
    /// A path segment is `.` or `..`, or decodes to text with such a part (`..%2F`).
    public static var dotSegment: NoMatchReason { NoMatchReason(.dotSegment) }
    /// The URL is well formed but no route matches it.
    public static var noRoute: NoMatchReason { NoMatchReason(.noRoute) }

    /// Every reason, in the order of precedence: `too-long`, `malformed`, `dot-segment`, `no-route`.
    public static var allCases: [NoMatchReason] { Code.allCases.map(NoMatchReason.init) }

    /// The contract's name for the reason: `too-long`, `malformed`, `dot-segment` or `no-route`.
    public var description: String {
        switch code {
        case .tooLong: "too-long"
        case .malformed: "malformed"
        case .dotSegment: "dot-segment"
        case .noRoute: "no-route"
        }
    }
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
