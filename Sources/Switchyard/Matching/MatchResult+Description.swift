extension MatchResult: CustomStringConvertible, CustomDebugStringConvertible {
    /// `matched` and the route, or `no match` and the reason, on one line.
    ///
    /// ```swift
    /// print(table.match("raycipe://recipes/2"))
    /// // matched route 'recipe.detail' (raycipe://recipes/:id(int)), id: "2"
    /// print(table.match("raycipe://nope"))
    /// // no match: no-route: no route matches this URL
    /// ```
    public var description: String {
        switch self {
        case .matched(let match): return "matched \(match)"
        case .notMatched(let miss): return "no match: \(miss)"
        }
    }

    /// The case and everything the match offers (``RouteMatch/debugDescription``).
    public var debugDescription: String {
        switch self {
        case .matched(let match): return ".matched(\(match.debugDescription))"
        case .notMatched(let miss): return ".notMatched(\(miss))"
        }
    }
}
