extension Resolution: CustomStringConvertible, CustomDebugStringConvertible {
    /// The destination and the route, the reason there was no match, or the route and the
    /// error its closure threw, on one line.
    ///
    /// ```swift
    /// print(router.resolve("raycipe://recipes/2"))
    /// // recipe(id: 2) from route 'recipe.detail' (raycipe://recipes/:id(int)), id: "2"
    /// print(router.resolve("https://evil.example/"))
    /// // no match: no-route: no route matches this URL
    /// ```
    ///
    /// The destination is shown as `String(describing:)` shows it.
    public var description: String {
        switch self {
        case .matched(let destination, let match):
            return "\(destination) from \(match)"
        case .notMatched(let miss):
            return "no match: \(miss)"
        case .failed(let error, let match):
            return "failed: \(match) matched, but its destination threw: \(error)"
        }
    }

    /// The case, the destination as `String(reflecting:)` shows it, and the match's
    /// ``RouteMatch/debugDescription``.
    public var debugDescription: String {
        switch self {
        case .matched(let destination, let match):
            return ".matched(\(String(reflecting: destination)), \(match.debugDescription))"
        case .notMatched(let miss):
            return ".notMatched(\(miss))"
        case .failed(let error, let match):
            return ".failed(\(String(reflecting: error)), \(match.debugDescription))"
        }
    }
}
