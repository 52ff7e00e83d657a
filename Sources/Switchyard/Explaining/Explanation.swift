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
        public var scheme: String?
        public var host: String?
        /// The decoded, non-empty path segments.
        public var segments: [String]
        /// The source the URL comes from, if the table knows it (`raycipe:`, `https://host`).
        public var knownSource: String?
    }

    /// One route and how it fared.
    public struct Candidate: Sendable, Hashable {
        public var routeName: String
        public var pattern: String
        public var verdict: Verdict
        /// Path segments and query constraints this route matched before it failed.
        public var progress: Int
    }

    public enum Verdict: Sendable, Hashable {
        /// The route the table chose.
        case chosen
        /// The route matches too, but the chosen one ranks before it.
        case outranked(by: String)
        /// The route does not match, and why.
        case failed(String)
    }
}
