/// Why a URL routes where it does: how it was read, and for the routes that came closest,
/// whether each matched and, if not, where and why it failed.
///
/// Explaining is the slow path: it re-reads the table's patterns and tries each route on its
/// own. Use it for tooling and debugging (`switchyard explain`), never per request.
///
/// ```swift
/// let explanation = table.explain("raycipe://recipes/abc")
/// for candidate in explanation.candidates {
///     print(candidate.routeName, candidate.verdict)
/// }
/// // recipe.slug   matched (chosen)
/// // recipe.detail segment 2 "abc" is not a valid int
/// ```
public struct Explanation: Sendable {
    /// The URL as given.
    public var url: String
    /// What matching gave.
    public var result: MatchResult
    /// How the URL was read, when it could be read.
    public var reading: Reading?
    /// The routes that came closest, the chosen one first, then by how far each got.
    public var candidates: [Candidate]

    /// The parts of the URL the router looks at.
    public struct Reading: Sendable, Hashable {
        /// `web`, `custom` or `relative`.
        public var kind: String
        /// The scheme, lower-cased; `nil` for a relative reference.
        public var scheme: String?
        /// The host of a web link, lower-cased; `nil` for other URLs.
        public var host: String?
        /// The decoded, non-empty path segments.
        public var segments: [String]
        /// The source the URL comes from, if the table knows it (`raycipe:`, `https://host`).
        public var knownSource: String?
    }

    /// One route and how it fared.
    public struct Candidate: Sendable, Hashable {
        /// The route's name.
        public var routeName: String
        /// The route's pattern, as written.
        public var pattern: String
        /// Whether the route matched, was outranked, or failed, and why.
        public var verdict: Verdict
        /// Path segments and query constraints this route matched before it failed.
        public var progress: Int
    }

    /// How one candidate fared: chosen, outranked by a more specific route, or failed with a reason.
    ///
    /// ```swift
    /// // matched (chosen)
    /// // matches too, but 'recipe.new' is more specific (or pinned to the URL's source)
    /// // segment 2 "abc" is not a valid int
    /// ```
    public enum Verdict: Sendable, Hashable {
        /// The route the table chose.
        case chosen
        /// The route matches too, but the chosen one ranks before it.
        case outranked(by: String)
        /// The route does not match, and why.
        case failed(String)
    }
}
