/// What a lookup gives: the route that matched, or the reason none did.
///
/// ```swift
/// switch table.match("raycipe://recipes/2") {
/// case .matched(let match): print(match.routeName)          // recipe.detail
/// case .notMatched(let miss): print(miss.reason.description)   // no-route, malformed, …
/// }
/// ```
public enum MatchResult: Sendable {
    /// The URL matched this route.
    case matched(RouteMatch)
    /// The URL matched no route, for this reason.
    case notMatched(NoMatch)

    /// The match, or `nil`.
    public var match: RouteMatch? {
        if case .matched(let match) = self { return match }
        return nil
    }

    /// The reason there was no match, or `nil` when there was one.
    public var noMatch: NoMatch? {
        if case .notMatched(let miss) = self { return miss }
        return nil
    }
}
