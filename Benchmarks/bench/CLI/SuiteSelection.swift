/// Which suites `--filter` picks.
enum SuiteSelection {
    /// Suites whose name contains any filter; all of them with no filter. A filter
    /// equal to a suite's name selects that suite and no other for that filter.
    static func select(_ suites: [Suite], filters: [String]) -> [Suite] {
        guard !filters.isEmpty else { return suites }
        return suites.filter { suite in
            filters.contains { filter in
                if suites.contains(where: { $0.name == filter }) {
                    return suite.name == filter
                }
                return suite.name.contains(filter)
            }
        }
    }
}
