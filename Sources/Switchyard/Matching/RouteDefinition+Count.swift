extension Collection<RouteDefinition> {
    /// The routes counted by name, and the patterns too when a route has more than one:
    /// `6 routes, 12 patterns`, `2 routes`, `1 route`. A route of several patterns is one route,
    /// as a ``Route`` with several patterns is; what a table and a routes file print.
    package var sizeSummary: String {
        let names = Set(lazy.map(\.name)).count
        return names == count ? counted(names, "route") : "\(counted(names, "route")), \(counted(count, "pattern"))"
    }
}
