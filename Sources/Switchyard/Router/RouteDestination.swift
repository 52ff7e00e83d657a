/// How one route of a ``Router`` turns a match into the app's value: a fixed value, a
/// closure over the borrowed ``RouteContext`` (the fast form), or a closure over an owned
/// ``RouteMatch``.
@usableFromInline
enum RouteDestination<Destination: Sendable>: Sendable {
    /// The same value for every URL the route matches.
    case fixed(Destination)
    /// Computed from the matched route, borrowed: no ``RouteMatch`` is made for it.
    case context(@Sendable (RouteContext) throws -> Destination)
    /// Computed from an owned match.
    case match(@Sendable (RouteMatch) throws -> Destination)

    /// The destination of the route that `view` (a lookup of `url` that matched) found. An
    /// owned match is made only for a closure that takes one, and then it shares `url`'s
    /// storage instead of copying it.
    ///
    /// - Throws: what the route's closure throws.
    @inlinable @inline(__always)
    func destination(of view: MatchView, url: String) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .context(let body): return try body(RouteContext(view))
        case .match(let body): return try body(view.makeMatch(sharing: url))
        }
    }

    /// The destination of the route `match` found.
    ///
    /// - Throws: what the route's closure throws.
    @inlinable
    func destination(of match: RouteMatch) throws -> Destination {
        switch self {
        case .fixed(let destination): return destination
        case .match(let body): return try body(match)
        case .context(let body):
            var destination: Destination?
            try match.withContext { destination = try body($0) }
            return destination!
        }
    }
}
