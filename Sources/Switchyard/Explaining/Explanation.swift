/// Why a URL routes where it does: how it was read, and for the routes that came closest,
/// whether each matched and, if not, where and why it failed.
///
/// Explaining is the slow path: it re-reads the table's patterns and tries each route on its
/// own. Use it for tooling and debugging (`switchyard explain`), never per request.
///
/// ```swift
/// let table = try RouteTable(routesFile: recipeApp, fileName: "recipes.routes") // the `switchyard` command's built-in table
/// let explanation = table.explain("raycipe://recipes/abc")
/// for candidate in explanation.candidates.prefix(3) {
///     print(candidate.routeName, "|", candidate.verdict)
/// }
/// // recipe.slug | matched (chosen)
/// // recipe.new | segment 2 "abc" is not "new"
/// // recipe.detail | segment 2 "abc" is not a valid int
///
/// let miss = table.explain("raycipe://recipe?recipeID=abc")
/// miss.nearest?.routeName   // "recipe.share": the closest route, as `switchyard match` reports it
/// miss.nearest?.failedAt    // .segment(1)
/// miss.nearest?.verdict     // segment 1 "recipe" is not "share"
/// ```
public struct Explanation: Sendable {
    /// The URL as given.
    public var url: String
    /// What matching gave.
    public var result: MatchResult
    /// How the URL was read, when it could be read (`nil` for a `malformed`, `dot-segment`
    /// or `too-long` URL, which no route is tried against).
    public var reading: Reading?
    /// The routes that came closest, nearest first: the chosen one, the ones that match too,
    /// then the ones that fail, by how far each got (see ``nearest``).
    public var candidates: [Candidate]

    /// For a URL that matched no route, the candidate that came closest; `nil` when the URL
    /// matched, could not be read, or the table has no route.
    ///
    /// The nearest route is the one that got furthest: the most ``Candidate/progress``
    /// (the URL's source accepted, then path segments matched from the left, then query
    /// constraints satisfied, up to the first failure). Ties go to the route that would get
    /// further if the URL came from the route's own source (this orders the routes pinned to
    /// another source), then to the route with more query constraints whose key the URL has,
    /// then to the route whose number of path segments is closer to the URL's, then to the more
    /// specific route as the table ranks them (pinned to a host, then to a scheme, then no
    /// scheme; then segment by segment from the left, literal before typed before `:name`
    /// before `*`, a longer path before the end of a shorter one, and that before `**`), then
    /// to the route given first.
    public var nearest: Candidate? {
        guard result.match == nil, let first = candidates.first, first.failedAt != nil else { return nil }
        return first
    }

    /// The parts of the URL the router looks at.
    public struct Reading: Sendable, Hashable {
        /// A web URL, a custom-scheme URL or a relative reference, as ``URLParts/Kind`` tells
        /// them apart (`web`, `custom` or `relative` in its description).
        public var kind: URLParts.Kind
        /// The scheme, lower-cased (`https` for a scheme-relative web URL); `nil` for a relative reference.
        public var scheme: String?
        /// The host of a web URL, lower-cased, without a trailing dot.
        public var host: String?
        /// The decoded, non-empty path segments (a custom scheme's authority is the first).
        public var segments: [String]
        /// The source the URL comes from, if the table knows it (`raycipe:`, `https://host`).
        public var knownSource: String?
        /// The query items, decoded, in their original order.
        public var query: [QueryItem] = []
    }

    /// One query item as read: percent-decoded, `+` a space in a web URL's query.
    public struct QueryItem: Sendable, Hashable {
        /// The item's name (`recipeID` in `?recipeID=12`).
        public var name: String
        /// The item's value (`12`); empty for `?flag`.
        public var value: String
    }

    /// Where a route stopped matching the URL.
    public enum Place: Sendable, Hashable {
        /// The URL's source: the route is pinned to another, or has no scheme and the URL
        /// comes from a source the table does not know.
        case source
        /// A path segment, counted from 1: it differs, is not a valid value of the
        /// parameter's type, is missing (the URL is shorter), or is one the pattern does not
        /// have (the URL is longer).
        case segment(Int)
        /// The query constraint on this key: the key is missing, repeated, or its value does
        /// not fit.
        case query(String)
    }

    /// One route and how it fared.
    public struct Candidate: Sendable, Hashable {
        /// The route's name.
        public var routeName: String
        /// The route's pattern, as written.
        public var pattern: String
        /// Chosen, matches too, or fails and why.
        public var verdict: Verdict
        /// How far the route got: 1 for the URL's source, then 1 for each path segment matched
        /// from the left (a `**` counts as one) and each query constraint satisfied, up to the
        /// first failure; 0 when the source fails.
        public var progress: Int
        /// Where the route failed; `nil` when it matches.
        public var failedAt: Place?
    }

    /// Whether a route was chosen, matches too, or fails.
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
