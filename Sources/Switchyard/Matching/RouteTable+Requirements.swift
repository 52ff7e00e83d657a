extension RouteTable {
    /// The conditions a route needs before a link to it may be delivered, as written with
    /// ``Route/requires(_:)`` or `requires=NAME[,NAME...]` in a routes file; `[]` for a route
    /// that needs nothing and for an index outside the table.
    ///
    /// The router matches regardless of requirements: they are for whoever delivers the match
    /// (the inbox of arriving links holds a link until the app reports them as met).
    ///
    /// ```swift
    /// let table = try RouteTable(routesFile: "profile raycipe://profile requires=signedIn\n", fileName: "app.routes")
    /// let match = table.match("raycipe://profile").match!
    /// table.requirements(ofRoute: match.routeIndex)   // ["signedIn"]
    /// ```
    ///
    /// - Parameter index: a route index, as ``RouteMatch/routeIndex`` gives it.
    /// - Complexity: O(1).
    public func requirements(ofRoute index: Int) -> [String] {
        guard let routeRequirements, routeRequirements.indices.contains(index) else { return [] }
        return routeRequirements[index]
    }

    /// Whether some route needs a condition (its ``requirements(ofRoute:)`` is not `[]`): who
    /// hands a match over without reading its requirements may do so only when this is `false`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var hasRequirements: Bool { routeRequirements != nil }

    /// Each definition's requirements, or `nil` when none has any.
    static func requirements(of definitions: [RouteDefinition]) -> [[String]]? {
        definitions.contains { !$0.requirements.isEmpty } ? definitions.map(\.requirements) : nil
    }
}
